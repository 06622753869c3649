/**
 * The hook sandbox alone: one turn's hooks of the sample harness, its
 * `user_message` hooks then its `before_reply` hooks, each event one batch to a sandbox
 * thread, as run-hooks.ts sends them. Baseline in the same run: the same batches with hooks
 * that only continue (the sandbox's own cost per call: messages, limits, input parse).
 *
 *   npm run bench:sandbox -- [--turns 2000] [--warmup 500]
 *
 * Prints per turn: wall time, CPU of the whole process (main and sandbox threads), and each
 * hook's time inside its thread (P50), with the sample's ratio to the baseline. Then the
 * cost of `ctx.amounts` on a 30-character sentence: one call's time inside the thread (P50)
 * for a hook that reads it once, 100 times, or does nothing, in the same run.
 */
import { parseArgs } from 'node:util';
import { SandboxPool } from '../server/runtime/hooks/sandbox-pool';
import type { SandboxJob } from '../server/runtime/hooks/sandbox-protocol';
import { parseHarness, type Hook } from '../src/harness';
import { hookAmounts } from '../src/harness/numbers/hook-amounts';
import { sampleContexts, sampleHarness } from '../src/harness/sample';
import { machineLine, median } from './support/stats';

const { values } = parseArgs({
  options: { turns: { type: 'string' }, warmup: { type: 'string' } },
});
const TURNS = Number(values.turns ?? 2000);
const WARMUP = Number(values.warmup ?? 500);

const parsed = parseHarness(sampleHarness);
if (!parsed.ok) throw new Error('the sample does not parse');
const doc = parsed.document;

const ctx = {
  message: '新粉买一盒到手多少钱？',
  toolResults: [
    { name: 'quote_final_price', result: { final_price: 229, list_price: 279, saved: 50 } },
  ],
  context: sampleContexts[0]!.context as Record<string, unknown>,
  preferences: doc.preferences,
  bannedWords: doc.settings.bannedWords,
};
const reply = '新粉到手229元，比日常价实惠不少，今晚下单还送一个小罐，欢迎下单！';
const inputs = {
  user_message: JSON.stringify({ ...ctx, event: 'user_message' }),
  before_reply: JSON.stringify({ ...ctx, event: 'before_reply', reply }),
};
const CONTINUE = 'function hook(ctx) { return { action: "continue" }; }';

type Event = keyof typeof inputs;
const batches = (hooks: readonly Hook[], source?: string): [Event, SandboxJob[]][] =>
  (['user_message', 'before_reply'] as const).map((event) => [
    event,
    hooks
      .filter((h) => h.enabled && h.event === event)
      .map((h) => ({
        source: source ?? h.source,
        input: inputs[event],
        timeoutMs: h.timeoutMs,
        memoryLimitBytes: h.memoryLimitKb * 1024,
      })),
  ]);

interface Figures {
  wallMs: number;
  cpuMs: number;
  inside: number[];
}

async function measure(pool: SandboxPool, turn: [Event, SandboxJob[]][]): Promise<Figures> {
  const inside: number[][] = turn.flatMap(([, jobs]) => jobs.map(() => []));
  const once = async (keep: boolean) => {
    let k = 0;
    for (const [, jobs] of turn) {
      for (const r of await Promise.all(pool.runAll(jobs))) {
        if (!r.ok) throw new Error(`a hook failed: ${r.message}`);
        if (keep) inside[k]!.push(r.durationMs);
        k++;
      }
    }
  };
  for (let i = 0; i < WARMUP; i++) await once(false);
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < TURNS; i++) await once(true);
  const used = process.cpuUsage(cpu);
  return {
    wallMs: (performance.now() - t0) / TURNS,
    cpuMs: (used.user + used.system) / 1000 / TURNS,
    inside: inside.map(median),
  };
}

const SENTENCE = '新粉到手二百一十九元，满300减50，今晚下单还送一个小罐！';
const AMOUNT_HOOKS = {
  nothing: 'function hook(ctx) { return { action: "continue" }; }',
  once: 'function hook(ctx) { return { action: "continue", n: ctx.amounts(ctx.sentence).length }; }',
  hundred: `function hook(ctx) {
    var n = 0;
    for (var i = 0; i < 100; i++) n += ctx.amounts(ctx.sentence).length;
    return { action: "continue", n: n };
  }`,
};

/** Median time of one call inside the thread for each of AMOUNT_HOOKS, rounds alternated. */
async function measureAmounts(pool: SandboxPool): Promise<Record<string, number>> {
  const input = JSON.stringify({ ...ctx, event: 'before_sentence', sentence: SENTENCE });
  const rounds: Record<string, number[]> = { nothing: [], once: [], hundred: [], node: [] };
  const expected = hookAmounts(SENTENCE).length;
  for (let round = 0; round < 3; round++) {
    for (const [name, source] of Object.entries(AMOUNT_HOOKS)) {
      const job = { source, input, timeoutMs: 1_000, memoryLimitBytes: 8 << 20 };
      const times: number[] = [];
      for (let i = 0; i < WARMUP + TURNS; i++) {
        const r = await pool.run(job);
        if (!r.ok) throw new Error(`a hook failed: ${r.message}`);
        const n = (JSON.parse(r.output!) as { n?: number }).n;
        if (n !== undefined && n !== expected * (name === 'hundred' ? 100 : 1))
          throw new Error(`ctx.amounts read ${n} amounts`);
        if (i >= WARMUP) times.push(r.durationMs);
      }
      rounds[name]!.push(median(times));
    }
    const t0 = performance.now();
    for (let i = 0; i < TURNS * 10; i++) hookAmounts(SENTENCE);
    rounds.node!.push((performance.now() - t0) / (TURNS * 10));
  }
  return Object.fromEntries(Object.entries(rounds).map(([k, v]) => [k, median(v)]));
}

const pool = new SandboxPool({ size: 2 });
await pool.whenReady();
console.log(machineLine('sandbox'));
const sample = batches(doc.hooks);
// The hooks the batches run (before_sentence hooks are not part of this turn).
const names = doc.hooks
  .filter((h) => h.enabled && (h.event === 'user_message' || h.event === 'before_reply'))
  .sort((a, b) => (a.event === 'user_message' ? -1 : b.event === 'user_message' ? 1 : 0))
  .map((h) => h.id);
// Alternated, so a change in the machine's load falls on both.
const runs: Figures[][] = [[], []];
for (let round = 0; round < 2; round++) {
  runs[0]!.push(await measure(pool, batches(doc.hooks, CONTINUE)));
  runs[1]!.push(await measure(pool, sample));
}
const amounts = await measureAmounts(pool);
await pool.close();
const [base, hooks] = runs.map((r) => ({
  wallMs: median(r.map((f) => f.wallMs)),
  cpuMs: median(r.map((f) => f.cpuMs)),
  inside: r[0]!.inside.map((_, k) => median(r.map((f) => f.inside[k]!))),
}));
const f = (n: number, d = 3) => n.toFixed(d);
console.log(`\nOne turn's hooks (${TURNS} turns, 2 batches, ${names.length} calls; ms per turn)\n`);
console.log("| | continue only (baseline) | the sample's hooks | ratio |");
console.log('| --- | ---: | ---: | ---: |');
console.log(
  `| wall | ${f(base!.wallMs)} | ${f(hooks!.wallMs)} | ${f(hooks!.wallMs / base!.wallMs, 2)} |`,
);
console.log(
  `| CPU, all threads | ${f(base!.cpuMs)} | ${f(hooks!.cpuMs)} | ${f(hooks!.cpuMs / base!.cpuMs, 2)} |`,
);
names.forEach((name, k) => {
  const [b, h] = [base!.inside[k]!, hooks!.inside[k]!];
  console.log(`| inside: ${name} (P50) | ${f(b)} | ${f(h)} | ${f(h / b, 2)} |`);
});

console.log(`\nctx.amounts on "${SENTENCE}" (${SENTENCE.length} chars; ${TURNS} calls)\n`);
console.log('| hook | one call inside the thread, P50 (µs) | per ctx.amounts (µs) |');
console.log('| --- | ---: | ---: |');
const us = (ms: number) => (ms * 1000).toFixed(1);
const [nothing, once, hundred] = [amounts.nothing!, amounts.once!, amounts.hundred!];
console.log(`| does nothing | ${us(nothing)} | |`);
console.log(`| ctx.amounts once | ${us(once)} | ${us(once - nothing)} |`);
console.log(`| ctx.amounts 100 times | ${us(hundred)} | ${us((hundred - nothing) / 100)} |`);
console.log(`| (hookAmounts in Node, for comparison) | | ${us(amounts.node!)} |`);
process.exit(0);
