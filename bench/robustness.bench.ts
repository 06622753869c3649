/**
 * Robustness-run benchmark, not a timed test:
 *
 *   npm run bench:robustness [-- --runs 3 --concurrency 4]
 *
 * The sample's 46-case suite x (identity + 3 variants of each of the 6 families + the 4
 * negative controls) x 1 trial = 1,058 units, through the real runner: a studio in this
 * process (SQLite in a temp folder, the seeded sample harness and suite) started over its
 * HTTP API, against the scripted model server in a child process answering at once as the
 * reading host (server/testing/model-server/hosts.ts) with a plan taken from the suite.
 * In the same rounds, as the baseline, a plain test run of the same 46 cases (the identity
 * harness alone) on the same runner pool. Printed: wall time, units/s, the studio's CPU, and
 * where the turns' time went (waiting on the model server vs the runtime's own work), from
 * each turn's own `done` timings, and how much of the pool's time (wall x concurrency) was
 * spent inside turns at all (the rest: grading through the inverse map, storing results).
 * With several turns at once on few cores a turn's own time includes waiting for the CPU;
 * `--concurrency 1` gives the per-turn figures without that.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { harnessDocumentSchema } from '../src/harness';
import { testSuiteSchema } from '../src/harness/evaluation/schema';
import { sampleHarness } from '../src/harness/sample';
import { sampleSuite } from '../src/harness/sample/suite';
import { percentile } from '../src/harness/evaluation/latency-stats';
import type { RobustnessRun } from '../src/harness/variants/run-contract';
import { planFromSuite } from './robustness/plan-from-suite';

const SELF = fileURLToPath(import.meta.url);
const USAGE = 'Usage: npm run bench:robustness -- [--runs N] [--concurrency 1..8]';
const { values: options } = (() => {
  try {
    return parseArgs({
      options: {
        runs: { type: 'string' },
        concurrency: { type: 'string' },
        'serve-model': { type: 'boolean' },
      },
      strict: true,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
const whole = (name: 'runs' | 'concurrency', fallback: number, max: number) => {
  const value = options[name] === undefined ? fallback : Number(options[name]);
  if (Number.isInteger(value) && value >= 1 && value <= max) return value;
  console.error(`--${name} takes a whole number from 1 to ${max}.\n${USAGE}`);
  process.exit(2);
};

const sample = harnessDocumentSchema.parse(sampleHarness);
const { cases } = testSuiteSchema.parse(sampleSuite);

// ---------------------------------------------------------------------------------------------
// The model server's process

async function serveModel(): Promise<void> {
  const { startModelServer } = await import('../server/testing/model-server');
  const { readerHost } = await import('../server/testing/model-server/hosts');
  const server = await startModelServer();
  server.setFallback(readerHost(planFromSuite(cases), sample));
  console.log(`READY ${server.url}`);
}

let child: ChildProcess | undefined;

function startModelChild(): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', SELF, '--serve-model'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child!.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(line.slice('READY '.length).trim());
    });
    child!.on('exit', (code) => reject(new Error(`the model server exited with ${code}`)));
  });
}

// ---------------------------------------------------------------------------------------------
// Measuring

/** Turn time as the runtime itself reports it in each turn's `done` event. */
interface TurnTotals {
  turns: number;
  totalMs: number;
  modelMs: number;
  toolMs: number;
  hookMs: number;
}
const zero = (): TurnTotals => ({ turns: 0, totalMs: 0, modelMs: 0, toolMs: 0, hookMs: 0 });

interface Measured {
  wallMs: number;
  units: number;
  cpuMs: number;
  turns: TurnTotals;
  passRate: string;
}

async function main() {
  const RUNS = whole('runs', 3, 20);
  const CONCURRENCY = whole('concurrency', 4, 8);
  const modelUrl = await startModelChild();

  const { buildStudio } = await import('../server/bootstrap');
  const { loadConfig } = await import('../server/config');
  const { openDatabase } = await import('../server/db/open-database');
  const { createToken } = await import('../server/modules/tokens/token-store');
  const { listen } = await import('../server/testing/api-client');
  const { SAMPLE_HARNESS_ID } = await import('../server/seed-sample');
  const dir = mkdtempSync(join(tmpdir(), 'hs-bench-robustness-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const db = await openDatabase({ dataDir: dir });
  const endpoint = { name: 'default', baseUrl: modelUrl, model: 'test-model' };
  const config = loadConfig({
    ...process.env,
    HOST: '127.0.0.1',
    STUDIO_AUTH: 'token',
    SEED_SAMPLE: '1',
    MODEL_ENDPOINTS: JSON.stringify([
      { ...endpoint, timeoutMs: 30_000, firstTokenTimeoutMs: 30_000 },
    ]),
  });
  const studio = await buildStudio(config, db);
  await studio.deps.runtime.sandbox.whenReady();
  const server = await listen(studio);
  const { plaintext: token } = await createToken(db, { name: 'bench', role: 'qa' });

  // Every runner calls runtime.runTurn: counting there sees each turn's own timings
  // without reading the stored traces back.
  let turns = zero();
  const runtime = studio.deps.runtime;
  const runTurn = runtime.runTurn.bind(runtime);
  runtime.runTurn = async (input, turnOptions) => {
    const done = await runTurn(input, turnOptions);
    const t = done.timings;
    turns.turns++;
    turns.totalMs += t.totalMs;
    turns.modelMs += t.modelMs;
    turns.toolMs += t.toolMs;
    turns.hookMs += t.hookMs;
    return done;
  };

  const base = `${server.baseUrl}/api/v1/harnesses/${SAMPLE_HARNESS_ID}`;
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  /** Starts a run, polls it to its end; wall time from the POST to the status that ends it. */
  async function measure<T extends { id: string; status: string }>(
    path: string,
    body: unknown,
    summary: (run: T) => { units: number; passRate: string },
  ): Promise<Measured> {
    turns = zero();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const started = await api<T>('POST', path, body);
    let run = started;
    while (run.status === 'running') {
      await new Promise((r) => setTimeout(r, 50));
      run = await api<T>('GET', `${path}/${started.id}`);
    }
    const wallMs = performance.now() - t0;
    const used = process.cpuUsage(cpu0);
    if (run.status !== 'finished') throw new Error(`${path} ended ${run.status}`);
    return {
      wallMs,
      cpuMs: (used.user + used.system) / 1000,
      turns: { ...turns },
      ...summary(run),
    };
  }

  const testRun = () =>
    measure<{ id: string; status: string; summary: { passRate: number } | null }>(
      '/test-runs',
      { target: 'draft', concurrency: CONCURRENCY },
      (run) => ({ units: cases.length, passRate: pct(run.summary?.passRate ?? 0) }),
    );
  const robustnessRun = (seed: number) =>
    measure<RobustnessRun>(
      '/robustness-runs',
      { target: 'draft', variantsPerFamily: 3, trials: 1, seed, concurrency: CONCURRENCY },
      (run) => ({ units: run.total, passRate: armSummary(run) }),
    );

  // One warm-up of each (hook threads, JIT, the SQLite pages), then the rounds interleaved
  // so load from elsewhere hits both alike.
  await testRun();
  await robustnessRun(1000);
  const baseline: Measured[] = [];
  const robustness: Measured[] = [];
  for (let i = 0; i < RUNS; i++) {
    baseline.push(await testRun());
    robustness.push(await robustnessRun(i + 1));
  }
  await server.close();
  await studio.close();
  print(RUNS, CONCURRENCY, baseline, robustness);
}

const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
const f1 = (x: number) => x.toFixed(1);

/** Identity, the worst family and the controls caught, for a glance that the run is sane. */
function armSummary(run: RobustnessRun): string {
  const r = run.report;
  if (!r) return 'no report';
  const worst = r.families.reduce((w, x) => (x.worstPassRate < w.worstPassRate ? x : w));
  const controls = r.controls.map(
    (c) => `${c.kind} ${pct(c.passRate)}${c.caught ? ' caught' : ''}`,
  );
  return `identity ${pct(r.identity.passRate)}, worst ${worst.family} ${pct(worst.worstPassRate)}; ${controls.join(', ')}`;
}

function row(name: string, runs: Measured[], concurrency: number) {
  const med = (pick: (m: Measured) => number) => percentile(runs.map(pick), 50)!;
  const wall = med((m) => m.wallMs);
  const units = runs[0]!.units;
  const t = (pick: (x: TurnTotals) => number) => med((m) => pick(m.turns));
  const turnCount = t((x) => x.turns);
  const own = t((x) => x.totalMs - x.modelMs);
  return {
    name,
    units,
    wall,
    perSecond: units / (wall / 1000),
    cpuPerUnit: med((m) => m.cpuMs) / units,
    turnMs: t((x) => x.totalMs) / turnCount,
    modelMs: t((x) => x.modelMs) / turnCount,
    ownMs: own / turnCount,
    ownShare: own / t((x) => x.totalMs),
    hookMs: t((x) => x.hookMs) / turnCount,
    toolMs: t((x) => x.toolMs) / turnCount,
    /** Of the pool's time (wall x concurrency), the part inside turns; the rest is grading and storing. */
    inTurns: t((x) => x.totalMs) / (wall * concurrency),
    passRate: runs.at(-1)!.passRate,
  };
}

function print(runs: number, concurrency: number, baseline: Measured[], robustness: Measured[]) {
  const [b, r] = [
    row('test run (46 cases, identity only)', baseline, concurrency),
    row('robustness run (46 x 23 arms)', robustness, concurrency),
  ];
  console.log(
    `Robustness run, sample suite, 1 trial, concurrency ${concurrency}; medians of ${runs} runs ` +
      `after a warm-up of each`,
  );
  console.log(
    `Node ${process.version}, ${cpus().length} x ${cpus()[0]?.model.trim()}, ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  console.log('');
  console.log(
    '| run | units | wall s | units/s | studio CPU ms / unit | ms / turn | model wait ms / turn | runtime own ms / turn (hooks, tools) | own share of turn time | pool time in turns |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const x of [b, r]) {
    console.log(
      `| ${x.name} | ${x.units} | ${(x.wall / 1000).toFixed(2)} | ${f1(x.perSecond)} | ${f1(x.cpuPerUnit)} | ` +
        `${f1(x.turnMs)} | ${f1(x.modelMs)} | ${f1(x.ownMs)} (${f1(x.hookMs)}, ${f1(x.toolMs)}) | ${pct(x.ownShare)} | ${pct(x.inTurns)} |`,
    );
  }
  console.log('');
  console.log(
    `Robustness run vs test run, per unit: ${f1(b.perSecond / r.perSecond)}x the wall time, ` +
      `${f1(r.cpuPerUnit / b.cpuPerUnit)}x the studio CPU.`,
  );
  for (const x of [b, r]) console.log(`${x.name}: ${x.passRate}`);
  for (const [name, list] of [
    ['test run', baseline],
    ['robustness run', robustness],
  ] as const) {
    console.log(
      `${name} wall s per run: ${list.map((m) => (m.wallMs / 1000).toFixed(2)).join(', ')}`,
    );
  }
}

if (options['serve-model']) {
  await serveModel();
} else {
  try {
    await main();
  } finally {
    if (child?.pid !== undefined) child.kill('SIGKILL');
  }
  process.exit(0);
}
