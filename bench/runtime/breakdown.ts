/**
 * Where the first token's time goes inside the studio, from the milestones the studio child
 * records (milestones.ts) over sequential turns, next to what the client saw.
 */
import type { ChildProcess } from 'node:child_process';
import { milestonesOf, PLAIN_QUESTION } from './children';
import { misdelivered, type Target } from './client';
import { f, median, table } from './report';

export interface Breakdown {
  target: Target;
  /** Request arrival -> the turn starts: HTTP, auth, body, label, version or draft. */
  resolve: number;
  /** Turn start -> model call: compile (cached), hooks before the model (with hops). */
  beforeModel: number;
  /** Of which inside the sandbox. */
  viewerHooks: number;
  /** Model call -> its first text: request serialised, sent, the model's own time, read. */
  model: number;
  /** First model text -> the write carrying the first reply text: reply hooks, serialise. */
  toFirstByte: number;
  /** Arrival -> that write. */
  server: number;
  /** What the client measured, and the direct model's first token in the same rounds. */
  client: number;
  direct: number;
}

export async function breakdown(
  studio: ChildProcess,
  direct: Target,
  targets: Target[],
  turns: number,
): Promise<Breakdown[]> {
  const out: Breakdown[] = [];
  for (const target of targets) {
    const client: number[] = [];
    const straight: number[] = [];
    await milestonesOf(studio, true);
    for (let i = 0; i < turns; i++) {
      const question = `${PLAIN_QUESTION} #b${i}`;
      straight.push((await direct.send(question)).firstMs);
      const got = await target.send(question);
      const wrong = misdelivered(question, got);
      if (wrong) throw new Error(`${target.route} ${target.harness}: ${wrong}`);
      client.push(got.firstMs);
    }
    const list = (await milestonesOf(studio, false)).filter(
      (m) => m.turn && m.modelCall && m.modelFirst && m.firstWrite,
    );
    const of = (fn: (m: (typeof list)[number]) => number) => median(list.map(fn));
    out.push({
      target,
      resolve: of((m) => m.turn! - m.arrival),
      beforeModel: of((m) => m.modelCall! - m.turn!),
      viewerHooks: of((m) => m.viewerHookMs),
      model: of((m) => m.modelFirst! - m.modelCall!),
      toFirstByte: of((m) => m.firstWrite! - m.modelFirst!),
      server: of((m) => m.firstWrite! - m.arrival),
      client: median(client),
      direct: median(straight),
    });
  }
  return out;
}

export function reportBreakdown(rows: Breakdown[], turns: number): void {
  const delay = rows[0]?.target.delayMs ?? 0;
  const model = delay === 0 ? 'model at once' : `model first token ${delay} ms`;
  table(
    `Where the first token's time goes (ms, medians of ${turns} sequential turns, ${model})`,
    [
      'route harness',
      'resolve (HTTP, auth, body, version)',
      'before the model (compile, hooks)',
      'of which inside hooks',
      'model call to its first text',
      'direct first token (client)',
      'first text to first byte out',
      'server: arrival to first byte',
      'client first token',
    ],
    rows.map((r) => [
      `${r.target.route} ${r.target.harness}`,
      f(r.resolve),
      f(r.beforeModel),
      f(r.viewerHooks),
      f(r.model),
      f(r.direct),
      f(r.toFirstByte),
      f(r.server),
      f(r.client),
    ]),
  );
}
