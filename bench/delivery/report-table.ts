/**
 * The report table: the median round per server; the ratio is the median of the rounds'
 * ratios (each round's two runs are back to back, so they saw the same machine load).
 */
import { CASES, type Measure } from './load-runner';

function median<T>(list: T[], by: (t: T) => number): T {
  const sorted = [...list].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** Prints the table and what its CPU columns mean; true when every case met the target. */
export function printReport(results: Map<string, Measure[]>): boolean {
  const rows: string[] = [
    '| case | studio req/s | plain req/s | studio / plain | studio P50 / P99 (ms) | plain P50 / P99 (ms) | CPU µs/request studio / plain | CPU ratio plain / studio | target 0.5 |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  let allMet = true;
  for (const c of CASES) {
    const studioRuns = results.get(`${c.name}|studio`)!;
    const plainRuns = results.get(`${c.name}|plain`)!;
    const st = median(studioRuns, (m) => m.rps);
    const pl = median(plainRuns, (m) => m.rps);
    const perRound = (f: (s: Measure, p: Measure) => number) =>
      median(
        studioRuns.map((m, i) => f(m, plainRuns[i]!)),
        (x) => x,
      );
    const ratio = perRound((s, p) => s.rps / p.rps);
    const cpuRatio = perRound((s, p) => p.cpuUs / s.cpuUs);
    const cpu = (runs: Measure[]) => median(runs, (m) => m.cpuUs).cpuUs.toFixed(0);
    allMet &&= ratio >= 0.5;
    rows.push(
      `| ${c.name} | ${st.rps.toFixed(0)} | ${pl.rps.toFixed(0)} | ${ratio.toFixed(2)} | ` +
        `${st.p50} / ${st.p99} | ${pl.p50} / ${pl.p99} | ${cpu(studioRuns)} / ${cpu(plainRuns)} | ` +
        `${cpuRatio.toFixed(2)} | ${ratio >= 0.5 ? 'MET' : 'MISSED'} |`,
    );
  }
  console.log(`\n${rows.join('\n')}\n`);
  console.log(allMet ? 'Target met in every case.' : 'Target missed in at least one case.');
  console.log(
    "CPU µs/request is the server process's own CPU time per answer (from /proc): unlike " +
      'req/s it depends little on what else the machine runs. The CPU ratio is the ' +
      'throughput ratio the two would reach if each had a core of its own and the load ' +
      'generator were not the bottleneck.',
  );
  return allMet;
}
