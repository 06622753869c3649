/**
 * First sentence and prefix reuse, not a timed test:
 *
 *   npm run bench:first-sentence -- [--turns 100] [--warmup 10] [--concurrency 4]
 *       [--block-turns 20] [--prefix-turns 300] [--only latency,prefix] [--port N]
 *
 * 1. Latency: a scripted model streaming like a small model on one GPU (first token 300 ms,
 *    then 25 tokens/s, chunks cut by Qwen3's tokenizer; bench/first-sentence/scripted-model.ts)
 *    runs in this process with the client; the studio (token auth, SQLite, the bench's
 *    harnesses published on `production`) runs in a child process, as it would in service.
 *    Per turn: d = when the client had the first sentence - when the model wrote its last
 *    token, for the sample's built-in guards, the same checks as sandbox hooks and no checks
 *    (the floor), interleaved on the same scripts, and what each adds over the floor paired
 *    per script; a 200-token-chunk hold computed on the same streams; then a hook blocking
 *    sentence 3 (0 unchecked bytes may reach the client).
 * 2. Prefix reuse: 300 turns of a simulated stream (a product every 8 turns, follow-ups with
 *    their history) compiled with compileRequest, rendered with Qwen3's chat template and
 *    counted in Qwen3 tokens, for the sample and a generated 1,000-skill harness, each in the
 *    document and the cache-friendly layout: the mean, a product's first appearance and
 *    follow-ups.
 *
 * `--port N`: the scripted model on N and the studio on N + 1 (default: any free ports).
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { HarnessDocumentInput } from '../src/harness';
import { sampleContexts, sampleHarness } from '../src/harness/sample';
import { generateLargeHarness } from '../src/harness/testing/generate';
import { benchHarnesses } from './first-sentence/harnesses';
import { reportBlock, reportLatency, runJobs, type Job } from './first-sentence/latency';
import { prefixReuse, reportPrefixReuse, type ReuseRow } from './first-sentence/prefix-reuse';
import { qwenTokens } from './first-sentence/qwen-tokens';
import { replyStream, scriptTurns, toolCallStream } from './first-sentence/replies';
import { startScriptedModel, type Script } from './first-sentence/scripted-model';
import { streamTurns } from './first-sentence/stream-turns';
import { startChild, stopChildren } from './runtime/children';
import { openBenchStudio } from './support/open-studio';
import { machineLine } from './support/stats';

const SELF = fileURLToPath(import.meta.url);
const COUNTS = {
  turns: 100,
  warmup: 10,
  concurrency: 4,
  'block-turns': 20,
  'prefix-turns': 300,
} as const;
const PARTS = ['latency', 'prefix'] as const;
const PACE = { firstTokenMs: 300, tokenMs: 40 };
/** What the built-in guards may add to d over no checks, paired per script (ms). */
const GOAL = { p50: 1, p99: 5 };
const REUSE_GOAL = { mean: 0.95, firstAppearance: 0.9, followUp: 0.9 };

const { values: options } = parseArgs({
  options: {
    ...Object.fromEntries(Object.keys(COUNTS).map((k) => [k, { type: 'string' as const }])),
    only: { type: 'string' },
    port: { type: 'string' },
    'serve-studio': { type: 'boolean' },
  },
  strict: true,
});
const count = (name: keyof typeof COUNTS): number => {
  const raw = (options as Record<string, string | undefined>)[name];
  const value = raw === undefined ? COUNTS[name] : Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  console.error(`--${name} takes a whole number, not "${raw}".`);
  process.exit(2);
};
const port = options.port === undefined ? 0 : Number(options.port);
const only = options.only?.split(',') ?? [...PARTS];

async function latencyPart(): Promise<boolean> {
  const tokens = qwenTokens();
  const { turns, warmup } = { turns: count('turns'), warmup: count('warmup') };
  const everyday = scriptTurns(warmup + turns, { seed: 1, withTools: 0.3, softened: 0.2 });
  const blocked = scriptTurns(count('block-turns'), { seed: 2, withTools: 0.3, atLeast: 3 });
  const scripts = new Map<string, Script>();
  const jobs: Job[] = [];
  const add = (harness: Job['harness'], i: number, turn: (typeof everyday)[number]) => {
    const tag = `${harness}-${i}`;
    const tool = turn.tool ? { ...turn.tool, ...toolCallStream(turn.tool, tokens) } : null;
    scripts.set(tag, { tool, reply: replyStream(turn.sentences, tokens) });
    jobs.push({ harness, tag, turn });
  };
  // Every release on every script, the order turning each time.
  const releases = ['guards', 'hooks', 'unchecked'] as const;
  everyday.forEach((turn, i) => {
    for (let k = 0; k < releases.length; k++) add(releases[(i + k) % releases.length]!, i, turn);
  });
  blocked.forEach((turn, i) => add('block', i, turn));

  const model = await startScriptedModel(scripts, PACE, port);
  const MODEL_ENDPOINTS = JSON.stringify([
    {
      name: 'default',
      baseUrl: model.url,
      model: 'qwen3-4b',
      firstTokenTimeoutMs: 10_000,
      timeoutMs: 60_000,
    },
  ]);
  const studio = await startChild(SELF, ['--serve-studio'], {
    env: { MODEL_ENDPOINTS, ...(port ? { BENCH_STUDIO_PORT: String(port + 1) } : {}) },
  });
  console.log(
    "The sample's built-in guards, the same checks as sandbox hooks, and no checks, on the same scripts.",
  );
  const setup = {
    studioUrl: studio.ready[0]!,
    token: studio.ready[1]!,
    context: sampleContexts[0]!.context,
    stamps: model.stamps,
  };
  const concurrency = Math.max(1, count('concurrency'));
  const warm = releases.length * warmup;
  console.log(
    `${turns} turns per release after ${warmup} warm-up turns each, ${concurrency} at a time; then ${blocked.length} blocked turns.`,
  );
  try {
    await runJobs(setup, jobs.slice(0, warm), concurrency);
    const measured = await runJobs(setup, jobs.slice(warm), concurrency);
    const ending = (sampleHarness.settings as { sentence?: { blockedEnding?: string } } | undefined)
      ?.sentence?.blockedEnding;
    const fast = reportLatency(setup, measured, GOAL);
    const safe = reportBlock(measured, ending);
    return fast && safe;
  } finally {
    await stopChildren();
    await model.close();
  }
}

function prefixPart(): boolean {
  const turns = streamTurns(count('prefix-turns'));
  const harnesses: [string, HarnessDocumentInput][] = [
    ['sample', sampleHarness],
    ['1,000 skills', generateLargeHarness({ skills: 1_000, tools: 300, hooks: 50 })],
  ];
  const rows: ReuseRow[] = [];
  for (const [name, input] of harnesses) {
    for (const layout of ['document', 'cache-friendly'] as const) {
      rows.push(prefixReuse(name, input, layout, turns));
    }
  }
  return reportPrefixReuse(rows, REUSE_GOAL);
}

async function serveStudio() {
  const studio = await openBenchStudio({
    env: process.env,
    harnesses: benchHarnesses().docs,
    dirPrefix: 'hs-bench-first-sentence-',
    port: Number(process.env.BENCH_STUDIO_PORT ?? 0),
  });
  const stop = () => void studio.close().finally(() => process.exit(0));
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  console.log(`READY ${studio.url} ${studio.token}`);
}

async function main() {
  console.log(machineLine('first-sentence'));
  let ok = true;
  if (only.includes('latency')) ok = (await latencyPart()) && ok;
  if (only.includes('prefix')) ok = prefixPart() && ok;
  console.log(`\n${machineLine('first-sentence (end)')}`);
  return ok;
}

if (options['serve-studio']) {
  await serveStudio();
} else {
  process.exitCode = (await main()) ? 0 : 1;
}
