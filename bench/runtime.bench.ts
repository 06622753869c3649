/**
 * Runtime and preview benchmark (not a timed test):
 *
 *   npm run bench:runtime -- [--rounds 200] [--slow-rounds 80] [--warmup 300] [--cpu-turns 200]
 *                            [--streams 200] [--waves 4] [--breakdown-turns 100]
 *                            [--breakdown-model 0|100|0,100] [--only PARTS] [--cpu-prof]
 *
 * What the studio adds to the first token, against the model server straight in the same
 * run: sequential (model at once and after 100 ms; the agent endpoint and the preview; the
 * sample and the sample without hooks; and a bare relay, the least any gateway costs, as a
 * second yardstick), CPU per turn of the studio process, 200 concurrent streamed turns, and
 * where the remaining time goes. Prints PASS/FAIL per target.
 *
 * The scripted model servers, the bare relay (bench/runtime/relay.ts) and the studio (token
 * auth, SQLite, the seeded sample; version 1 of each harness on `production`) are child
 * processes (bench/runtime/children.ts), as vLLM, a proxy and the studio would be; the
 * clients run here. `--cpu-prof` writes the studio's CPU
 * profiles (one per thread, main and hook sandbox) to a temporary folder it names at the
 * end, for Chrome DevTools or speedscope; `--only` runs some parts.
 */
import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseHarness, type HarnessDocument } from '../src/harness';
import { sampleContexts, sampleHarness } from '../src/harness/sample';
import { breakdown, reportBreakdown } from './runtime/breakdown';
import {
  benchVariants,
  HARNESSES,
  serveModel,
  serveStudio,
  startChild,
  stopChildren,
} from './runtime/children';
import { target, type Setup } from './runtime/client';
import { concurrent, reportConcurrent } from './runtime/concurrent';
import { cpuPerTurn, reportCpu } from './runtime/cpu';
import { serveRelay } from './runtime/relay';
import { printChecks } from './runtime/report';
import { reportSequential, sequential } from './runtime/sequential';

const SELF = fileURLToPath(import.meta.url);
const PARTS = ['sequential', 'cpu', 'concurrent', 'breakdown'] as const;
const COUNTS = {
  rounds: 200,
  'slow-rounds': 80,
  warmup: 300,
  'cpu-turns': 200,
  streams: 200,
  waves: 4,
  'breakdown-turns': 100,
} as const;
type Count = keyof typeof COUNTS;
const USAGE = `Usage: npm run bench:runtime -- ${Object.keys(COUNTS)
  .map((k) => `[--${k} N]`)
  .join(' ')} [--only ${PARTS.join(',')}] [--breakdown-model 0,100] [--cpu-prof]`;
const { values: options } = (() => {
  try {
    return parseArgs({
      options: {
        ...Object.fromEntries(Object.keys(COUNTS).map((k) => [k, { type: 'string' as const }])),
        'cpu-prof': { type: 'boolean' },
        only: { type: 'string' },
        'breakdown-model': { type: 'string' },
        'serve-model': { type: 'string' },
        'serve-studio': { type: 'boolean' },
        'serve-relay': { type: 'string' },
      },
      strict: true,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
const count = (name: Count | 'serve-model'): number => {
  const raw = (options as Record<string, unknown>)[name] as string | undefined;
  const value = raw === undefined ? (COUNTS as Record<string, number>)[name]! : Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  console.error(`--${name} takes a whole number, not "${raw}".\n${USAGE}`);
  process.exit(2);
};
/** Turns before a CPU count, and rounds before the 100 ms model's (all warm by then). */
const WARMUP = 30;
const only = options.only?.split(',') ?? [...PARTS];
for (const part of only) {
  if ((PARTS as readonly string[]).includes(part)) continue;
  console.error(`--only takes ${PARTS.join(', ')}, not "${part}".\n${USAGE}`);
  process.exit(2);
}
const runs = (part: (typeof PARTS)[number]) => only.includes(part);
const breakdownDelays = (options['breakdown-model'] ?? '0').split(',').map(Number);
if (!breakdownDelays.every((d) => d === 0 || d === 100)) {
  console.error(`--breakdown-model takes 0, 100 or 0,100.\n${USAGE}`);
  process.exit(2);
}

async function main() {
  const machine = () =>
    `Node ${process.version}, ${cpus().length} vCPU ${cpus()[0]?.model ?? ''}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`;
  console.log(`Start: ${machine()}`);
  const [m0, m100] = await Promise.all([
    startChild(SELF, ['--serve-model', '0']),
    startChild(SELF, ['--serve-model', '100']),
  ]);
  const endpoints = [
    { name: 'default', baseUrl: m0.ready[0]!, model: 'test-model' },
    { name: 'slow', baseUrl: m100.ready[0]!, model: 'test-model' },
  ];
  const relay = await startChild(SELF, [
    '--serve-relay',
    JSON.stringify({ 0: m0.ready[0]!, 100: m100.ready[0]! }),
  ]);
  const profiles = join(tmpdir(), `hs-cpu-profiles-${Date.now()}`);
  const profile = options['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : [];
  const studio = await startChild(SELF, ['--serve-studio'], {
    env: { MODEL_ENDPOINTS: JSON.stringify(endpoints) },
    nodeArgs: profile,
  });
  const parsed = parseHarness(sampleHarness);
  if (!parsed.ok) throw new Error('the sample does not parse');
  const sample = parsed.document;
  const { noHooks } = benchVariants(sample);
  const slow = (d: HarnessDocument) => ({ ...d, model: { ...d.model, endpoint: 'slow' } });
  const docs = { sample, 'no-hooks': noHooks, 'sample-slow': slow(sample) };
  const setup: Setup = {
    studioUrl: studio.ready[0]!,
    token: studio.ready[1]!,
    modelUrl: { 0: m0.ready[0]!, 100: m100.ready[0]! },
    relayUrl: relay.ready[0]!,
    docs: { ...docs, 'no-hooks-slow': slow(noHooks) },
    context: sampleContexts[0]!.context,
  };
  if (Object.keys(setup.docs).sort().join() !== [...HARNESSES].sort().join())
    throw new Error('bench harnesses out of step with the studio child');

  // 1. Added first token, sequential, at both model delays. The first few hundred turns of a
  // fresh studio run slower (code not yet optimised): a server in service is past them, so
  // the first phase warms up with `--warmup` rounds (about 10 s), the second with WARMUP.
  const phases: [number, number, number][] = [
    [0, count('rounds'), count('warmup')],
    [100, count('slow-rounds'), WARMUP],
  ];
  for (const [delay, rounds, warmup] of runs('sequential') ? phases : []) {
    if (rounds === 0) continue;
    const direct = target(setup, 'direct', 'sample', delay);
    const through = [
      target(setup, 'relay', 'sample', delay),
      ...(['agent', 'preview'] as const).flatMap((route) =>
        ['no-hooks', 'sample'].map((kind) => target(setup, route, kind, delay)),
      ),
    ];
    const measured = await sequential(direct, through, { rounds, warmup });
    reportSequential(measured.direct, measured.results);
  }

  // 2.-4.
  if (runs('cpu')) await cpuPart(studio.process, setup);
  if (runs('concurrent')) await concurrentPart(studio.process, setup);
  if (runs('breakdown')) await breakdownPart(studio.process, setup);
  const ok = printChecks();
  console.log(`\nEnd: ${machine()}`);
  if (profile.length > 0) {
    console.log(`\nThe studio's CPU profiles (one per thread) will be in ${profiles}`);
  }
  return ok;
}

/** 2. CPU per turn of the studio. */
async function cpuPart(studio: ChildProcess, setup: Setup) {
  const cpuTurns = count('cpu-turns');
  const cpuRows = await cpuPerTurn(
    studio,
    (['agent', 'preview'] as const).flatMap((route) => [
      { target: target(setup, route, 'sample', 0), question: 'tool call' as const },
      { target: target(setup, route, 'sample', 0), question: 'plain' as const },
      { target: target(setup, route, 'no-hooks', 0), question: 'tool call' as const },
    ]),
    // Tool calls never ran in the sequential part: all rows are warmed together first (with
    // 30 turns each, the first tool-call row counted V8 still optimising), then 30 each.
    { turns: cpuTurns, warmup: count('warmup'), rowWarmup: WARMUP },
  );
  reportCpu(cpuRows, cpuTurns);
}

/** 3. Concurrent streams against the 100 ms model. */
async function concurrentPart(studio: ChildProcess, setup: Setup) {
  const streams = count('streams');
  const waves = count('waves');
  const direct = await concurrent(studio, target(setup, 'direct', 'sample', 100), {
    streams,
    waves,
  });
  const through = [];
  for (const route of ['agent', 'preview'] as const) {
    through.push(await concurrent(studio, target(setup, route, 'sample', 100), { streams, waves }));
  }
  reportConcurrent(direct, through, streams);
}

/** 4. Where the time goes, at the model delays `--breakdown-model` names (0 by default). */
async function breakdownPart(studio: ChildProcess, setup: Setup) {
  const turns = count('breakdown-turns');
  for (const delay of breakdownDelays) {
    const rows = await breakdown(
      studio,
      target(setup, 'direct', 'sample', delay),
      (['agent', 'preview'] as const).flatMap((route) =>
        ['no-hooks', 'sample'].map((kind) => target(setup, route, kind, delay)),
      ),
      turns,
    );
    reportBreakdown(rows, turns);
  }
}

if (options['serve-model'] !== undefined) {
  await serveModel(count('serve-model'));
} else if (options['serve-studio']) {
  await serveStudio();
} else if (options['serve-relay'] !== undefined) {
  await serveRelay(JSON.parse(options['serve-relay']) as Record<string, string>);
} else {
  const limit = setTimeout(() => {
    console.error('The benchmark took longer than 20 minutes.');
    process.exit(1);
  }, 20 * 60_000);
  let ok = false;
  try {
    ok = await main();
  } finally {
    clearTimeout(limit);
    await stopChildren();
  }
  process.exitCode = ok ? 0 : 1;
}
