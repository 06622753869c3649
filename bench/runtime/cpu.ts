/**
 * CPU per turn of the studio process (all threads: the hook sandbox too), read from the
 * studio itself over IPC before and after a run of sequential turns.
 */
import type { ChildProcess } from 'node:child_process';
import { PLAIN_QUESTION, PRICE_QUESTION, usageOf } from './children';
import { misdelivered, type Target } from './client';
import { check, f, table } from './report';

export interface CpuRow {
  target: Target;
  question: 'plain' | 'tool call';
  cpuMs: number;
  /** Of which the main thread (HTTP, routes, runtime); the rest is the hook threads and V8's. */
  mainMs: number;
  systemMs: number;
}

/** Blocks each row's counted turns are split into, taken in turn with the other rows'. */
const BLOCKS = 5;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function cpuPerTurn(
  studio: ChildProcess,
  runs: { target: Target; question: CpuRow['question'] }[],
  { turns, warmup, rowWarmup }: { turns: number; warmup: number; rowWarmup: number },
): Promise<CpuRow[]> {
  /** One turn, its reply checked to have reached this client. */
  const turn = async ({ target, question }: (typeof runs)[number], tag: string) => {
    const q = `${question === 'plain' ? PLAIN_QUESTION : PRICE_QUESTION} #${tag}`;
    const wrong = misdelivered(q, await target.send(q));
    if (wrong) throw new Error(`${target.route} ${target.harness}: ${wrong}`);
  };
  // Every path warm before any is counted: V8 (and the sandbox's WebAssembly) go on optimising
  // for the first thousand turns or so, which a server in service is past.
  for (let i = 0; i < warmup; i++) for (const run of runs) await turn(run, `w${i}`);
  for (const run of runs) for (let i = 0; i < rowWarmup; i++) await turn(run, `r${i}`);
  // The rows take turns in blocks and each row's figure is the median of its blocks: this
  // machine's speed drifts by a third within minutes, which one block per row would pin on
  // whichever row ran during a slow spell.
  const blocks = runs.map(() => [] as { cpuMs: number; mainMs: number; systemMs: number }[]);
  const size = Math.max(1, Math.round(turns / BLOCKS));
  for (let b = 0; b < BLOCKS; b++) {
    for (let r = 0; r < runs.length; r++) {
      const run = runs[(r + b) % runs.length]!;
      const before = await usageOf(studio);
      for (let i = 0; i < size; i++) await turn(run, `c${b}-${i}`);
      const after = await usageOf(studio);
      blocks[(r + b) % runs.length]!.push({
        cpuMs: (after.cpuMs - before.cpuMs) / size,
        mainMs: (after.mainMs - before.mainMs) / size,
        systemMs: (after.systemMs - before.systemMs) / size,
      });
    }
  }
  return runs.map((run, r) => {
    const mine = blocks[r]!;
    return {
      ...run,
      cpuMs: median(mine.map((x) => x.cpuMs)),
      mainMs: median(mine.map((x) => x.mainMs)),
      systemMs: median(mine.map((x) => x.systemMs)),
    };
  });
}

/** Target: < 2 ms per turn of the sample harness with one tool call (2 model rounds, its guards). */
export function reportCpu(rows: CpuRow[], turns: number): void {
  table(
    `Studio CPU per turn (ms, all threads, model at once; median of ${BLOCKS} blocks of ${Math.max(1, Math.round(turns / BLOCKS))} sequential turns per row, the rows in turn)`,
    ['route', 'harness', 'turn', 'CPU per turn', 'main thread', 'other threads', 'of which system'],
    rows.map((r) => [
      r.target.route,
      r.target.harness,
      r.question,
      f(r.cpuMs),
      f(r.mainMs),
      f(r.cpuMs - r.mainMs),
      f(r.systemMs),
    ]),
  );
  for (const r of rows.filter((x) => x.target.harness === 'sample' && x.question === 'tool call')) {
    check(
      `CPU per turn, ${r.target.route}, ${r.target.harness}, one tool call`,
      `${f(r.cpuMs)} ms`,
      '< 2 ms',
      r.cpuMs < 2,
    );
  }
}
