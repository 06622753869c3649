/**
 * 200 concurrent streamed turns through one studio: waves of `streams` turns started
 * together, against the model with a 100 ms first token, the direct model in the same run as
 * the baseline. Every question carries its own tag that the scripted model repeats, so a
 * reply that reaches another client (or none) is counted.
 */
import type { ChildProcess } from 'node:child_process';
import { PLAIN_QUESTION, usageOf } from './children';
import { misdelivered, type Target } from './client';
import { check, f, median, p, table } from './report';

export interface Concurrent {
  target: Target;
  first: number[];
  turnsPerSecond: number;
  cpuMs: number;
  rssPeakMb: number;
  wrong: string[];
}

export async function concurrent(
  studio: ChildProcess,
  target: Target,
  { streams, waves }: { streams: number; waves: number },
): Promise<Concurrent> {
  const first: number[] = [];
  const wrong: string[] = [];
  let rssPeak = 0;
  const poll = setInterval(() => {
    void usageOf(studio).then((u) => (rssPeak = Math.max(rssPeak, u.rss)));
  }, 100);
  // One warm-up wave, not counted.
  let before = await usageOf(studio);
  let started = 0;
  for (let w = 0; w <= waves; w++) {
    if (w === 1) {
      before = await usageOf(studio);
      started = performance.now();
    }
    const replies = await Promise.all(
      Array.from({ length: streams }, async (_, i) => {
        const question = `${PLAIN_QUESTION} #w${w}-${i}`;
        const got = await target.send(question);
        return { question, got };
      }),
    );
    if (w === 0) continue;
    for (const { question, got } of replies) {
      const problem = misdelivered(question, got);
      if (problem) wrong.push(problem);
      else first.push(got.firstMs);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(poll);
  const after = await usageOf(studio);
  rssPeak = Math.max(rssPeak, after.rss);
  return {
    target,
    first,
    turnsPerSecond: (streams * waves) / seconds,
    cpuMs: target.route === 'direct' ? NaN : (after.cpuMs - before.cpuMs) / (streams * waves),
    rssPeakMb: target.route === 'direct' ? NaN : rssPeak / 2 ** 20,
    wrong,
  };
}

export function reportConcurrent(direct: Concurrent, results: Concurrent[], streams: number): void {
  table(
    `${streams} concurrent streamed turns, model first token 100 ms (ms unless said; added = through minus direct at the same percentile)`,
    [
      'route',
      'first token P50',
      'P99',
      'added P50',
      'added P99',
      'turns/s',
      'studio CPU per turn',
      'studio RSS peak MB',
      'lost or mixed up',
    ],
    [direct, ...results].map((r) => [
      `${r.target.route} ${r.target.harness.replace('-slow', '')}`,
      f(median(r.first)),
      f(p(r.first, 99)),
      r === direct ? '-' : f(median(r.first) - median(direct.first)),
      r === direct ? '-' : f(p(r.first, 99) - p(direct.first, 99)),
      f(r.turnsPerSecond, 0),
      f(r.cpuMs),
      f(r.rssPeakMb, 0),
      `${r.wrong.length} of ${r.first.length + r.wrong.length}`,
    ]),
  );
  for (const r of results.filter((x) => x.target.route === 'agent'))
    check(
      `${streams} streams, agent ${r.target.harness.replace('-slow', '')}: turns per second (direct to the model: ${f(direct.turnsPerSecond, 0)})`,
      `${f(r.turnsPerSecond, 0)} (${f(r.turnsPerSecond / direct.turnsPerSecond, 2)} x direct)`,
      '>= 550',
      r.turnsPerSecond >= 550,
    );
  for (const r of [direct, ...results]) {
    if (r.wrong.length > 0) console.log(`  ${r.target.route}: ${r.wrong.slice(0, 3).join('; ')}`);
    check(
      `${streams} streams, ${r.target.route}: every reply reached its own client`,
      `${r.wrong.length} lost or mixed up`,
      '0',
      r.wrong.length === 0,
    );
  }
}
