/**
 * The hook sandbox alone (issue 15): one turn's hooks of the sample harness, its
 * `user_message` event then its 3 `before_reply` hooks, each event one batch to a sandbox
 * thread, as run-hooks.ts sends them. Baseline in the same run: the same batches with hooks
 * that only continue (the sandbox's own cost per call: messages, limits, input parse).
 *
 *   npm run bench:sandbox -- [--turns 2000] [--warmup 500]
 *
 * Prints per turn: wall time, CPU of the whole process (main and sandbox threads), and each
 * hook's time inside its thread (P50), with the sample's ratio to the baseline.
 */
import { parseArgs } from 'node:util';
import { SandboxPool } from '../server/runtime/hooks/sandbox-pool';
import type { SandboxJob } from '../server/runtime/hooks/sandbox-protocol';
import { parseHarness, type Hook } from '../src/harness';
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

const pool = new SandboxPool({ size: 2 });
await pool.whenReady();
console.log(machineLine('sandbox'));
const sample = batches(doc.hooks);
const names = doc.hooks
  .filter((h) => h.enabled)
  .sort((a, b) => (a.event === 'user_message' ? -1 : b.event === 'user_message' ? 1 : 0))
  .map((h) => h.id);
// Alternated, so a change in the machine's load falls on both.
const runs: Figures[][] = [[], []];
for (let round = 0; round < 2; round++) {
  runs[0]!.push(await measure(pool, batches(doc.hooks, CONTINUE)));
  runs[1]!.push(await measure(pool, sample));
}
await pool.close();
const [base, hooks] = runs.map((r) => ({
  wallMs: median(r.map((f) => f.wallMs)),
  cpuMs: median(r.map((f) => f.cpuMs)),
  inside: r[0]!.inside.map((_, k) => median(r.map((f) => f.inside[k]!))),
}));
const f = (n: number, d = 3) => n.toFixed(d);
console.log(`\nOne turn's hooks (${TURNS} turns, 2 batches, 4 calls; ms per turn)\n`);
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
process.exit(0);
