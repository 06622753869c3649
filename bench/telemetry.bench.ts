/**
 * OpenTelemetry export of production turns, not a timed test:
 *
 *   npm run bench:telemetry -- [--rounds 300] [--warmup 100]
 *
 * What the export adds to the agent endpoint's first token: two studio processes identical but
 * for STUDIO_OTEL (one sends every turn's spans to an OTLP/HTTP collector on loopback, in this
 * process; the other sends nothing), one scripted model server (bench/runtime children), asked
 * the same question alternately in one run (a plain answer, then a tool call and its answer),
 * so load and warm-up touch both alike. Also each studio's CPU per turn, and what arrived.
 * Then, in this process, what the export itself costs per turn: building the spans of a
 * tool-call turn (a no-op exporter), and building, serialising and sending them to the collector.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sampleContexts } from '../src/harness/sample';
import { startOtlpCollector, type OtlpCollector } from '../server/testing/otlp-collector';
import { finished, toolTurnEvents } from '../server/telemetry/sample-turn';
import { loadTelemetryConfig } from '../server/telemetry/telemetry-config';
import { TurnExport } from '../server/telemetry/turn-export';
import {
  PLAIN_QUESTION,
  PRICE_QUESTION,
  startChild,
  stopChildren,
  usageOf,
} from './runtime/children';
import { target, type Setup } from './runtime/client';
import { pairedFirstTokens } from './support/paired';
import { startModelChild } from './support/studio';
import { machineLine, type Spread } from './support/stats';

const RUNTIME_BENCH = fileURLToPath(new URL('./runtime.bench.ts', import.meta.url));

const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '100' },
    'cpu-turns': { type: 'string', default: '5000' },
  },
});
const rounds = Number(opts.rounds);
const warmup = Number(opts.warmup);
const f = (n: number, d = 2) => n.toFixed(d);
const ms = (s: Spread) => `${f(s.p50)} / ${f(s.p95)}`;

async function main(): Promise<void> {
  console.log(machineLine('telemetry'));
  const collector = await startOtlpCollector();
  const modelUrl = await startModelChild();
  const env = {
    MODEL_ENDPOINTS: JSON.stringify([
      { name: 'default', baseUrl: modelUrl, model: 'test-model' },
      // serveStudio's `-slow` harnesses name this endpoint; unused here.
      { name: 'slow', baseUrl: modelUrl, model: 'test-model' },
    ]),
  };
  const [exporting, silent] = await Promise.all([
    startChild(RUNTIME_BENCH, ['--serve-studio'], {
      env: { ...env, STUDIO_OTEL: '1', OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint },
    }),
    startChild(RUNTIME_BENCH, ['--serve-studio'], { env: { ...env, STUDIO_OTEL: '0' } }),
  ]);
  try {
    const setupOf = (child: typeof exporting): Setup => ({
      studioUrl: child.ready[0]!,
      token: child.ready[1]!,
      modelUrl: {},
      docs: {},
      context: sampleContexts[0]!.context,
    });
    let cpuBefore = { on: 0, off: 0, onMain: 0, offMain: 0 };
    console.log(`\n## first token: ${rounds} rounds (after ${warmup}), alternating`);
    const o = await pairedFirstTokens({
      on: target(setupOf(exporting), 'agent', 'sample', 0),
      off: target(setupOf(silent), 'agent', 'sample', 0),
      rounds,
      warmup,
      question: (i) => (i % 4 < 2 ? PLAIN_QUESTION : PRICE_QUESTION),
      measuring: async () => {
        const [a, b] = await Promise.all([usageOf(exporting.process), usageOf(silent.process)]);
        cpuBefore = { on: a.cpuMs, off: b.cpuMs, onMain: a.mainMs, offMain: b.mainMs };
      },
    });
    const [cpuOn, cpuOff] = await Promise.all([
      usageOf(exporting.process),
      usageOf(silent.process),
    ]);
    const turns = warmup + rounds;
    // The batch processor sends every 5 s (OTEL_BSP_SCHEDULE_DELAY's default): wait for it.
    const roots = (all: { parentSpanId?: string }[]) => all.filter((s) => !s.parentSpanId).length;
    await collector.waitFor((all) => roots(all) >= turns, 15_000).catch(() => undefined);
    const spans = collector.spans();

    console.log('\n| agent endpoint, streamed | first token P50 / P95 (ms) | mean (ms) |');
    console.log('| --- | --- | --- |');
    console.log(`| export off | ${ms(o.off)} | ${f(o.off.mean)} |`);
    console.log(`| export on (OTLP/HTTP to loopback) | ${ms(o.on)} | ${f(o.on.mean)} |`);
    console.log(`| on - off, paired per round | ${ms(o.paired)} | ${f(o.paired.mean)} |`);
    console.log(`\nratio on/off at P50: ${f(o.on.p50 / o.off.p50, 3)}`);
    const perTurn = (used: number) => f(used / rounds, 3);
    console.log(
      `studio CPU per turn: all threads on ${perTurn(cpuOn.cpuMs - cpuBefore.on)} ms, off ${perTurn(cpuOff.cpuMs - cpuBefore.off)} ms; ` +
        `main thread on ${perTurn(cpuOn.mainMs - cpuBefore.onMain)} ms, off ${perTurn(cpuOff.mainMs - cpuBefore.offMain)} ms`,
    );
    console.log(
      `collector: ${spans.length} spans in ${collector.requests()} requests; ${roots(spans)} turns of ${turns} sent`,
    );
    await exportCost(collector, Number(opts['cpu-turns']));
  } finally {
    await stopChildren();
    await collector.close();
  }
}

/** µs of CPU (this process, all threads) per turn recorded, with and without sending. */
async function exportCost(collector: OtlpCollector, turns: number): Promise<void> {
  const turn = finished(toolTurnEvents);
  const config = loadTelemetryConfig({
    STUDIO_OTEL: '1',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
  });
  const noop = {
    export: (_: unknown[], done: (r: { code: 0 }) => void) => done({ code: 0 }),
    shutdown: async () => {},
  };
  const cost = async (exporter: TurnExport) => {
    for (let i = 0; i < 200; i++) exporter.record(turn);
    await exporter.flush();
    const before = process.cpuUsage();
    for (let i = 0; i < turns; i++) {
      exporter.record(turn);
      // A few batches at a time, as the timer would send them (a flush of a larger queue
      // sends all its batches at once, past the exporter's 30 concurrent requests).
      if (i % 250 === 249) await exporter.flush();
    }
    await exporter.flush();
    const used = process.cpuUsage(before);
    await exporter.shutdown();
    return ((used.user + used.system) / turns).toFixed(1);
  };
  const build = await cost(new TurnExport(config, { exporter: noop }));
  const sent = collector.requests();
  const send = await cost(new TurnExport(config, { endpointOf: () => undefined }));
  console.log(`\n## export cost in process: ${turns} tool-call turns (4 spans each)\n`);
  console.log('| work | CPU per turn (µs) |\n| --- | --- |');
  console.log(`| build the spans (no-op exporter) | ${build} |`);
  console.log(
    `| build, serialise, send to the loopback collector (its parsing included) | ${send} |`,
  );
  console.log(`collector: ${collector.requests() - sent} requests for these`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
