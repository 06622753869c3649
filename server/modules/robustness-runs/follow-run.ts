import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../../http/app-env';
import type { RobustnessCell, RobustnessRun } from '../../../src/harness/variants/run-contract';
import type { RobustnessEvent, RobustnessRunner } from './robustness-runner';
import { getRobustnessRun, listRobustnessCells } from './robustness-run-store';

const cellKey = (c: RobustnessCell) => `${c.endpoint}\u0000${c.arm}\u0000${c.caseId}`;

/**
 * A run's progress as Server-Sent Events: a `unit` event per finished unit (stored ones
 * first), then `done` with the run. A run another instance runs (PostgreSQL) is followed
 * through the store every `pollMs`.
 */
export function followRobustnessRun(
  c: Context<AppEnv>,
  runner: RobustnessRunner,
  run: RobustnessRun,
  pollMs: number,
) {
  const { db } = c.var.deps;
  return streamSSE(c, async (stream) => {
    const queue: RobustnessEvent[] = [];
    let wake = () => {};
    // Listen first, then replay what is stored: no unit falls between the two.
    const stop = runner.subscribe(run.id, (e) => {
      queue.push(e);
      wake();
    });
    stream.onAbort(() => {
      stop?.();
      wake();
    });
    const sent = new Set<string>();
    const send = async (cell: RobustnessCell) => {
      if (sent.has(cellKey(cell))) return;
      sent.add(cellKey(cell));
      const { endpoint, arm, caseId, passes, trials } = cell;
      await stream.writeSSE({
        event: 'unit',
        data: JSON.stringify({
          done: sent.size,
          total: run.total,
          endpoint,
          arm,
          caseId,
          passes,
          trials,
        }),
      });
    };
    const sendStored = async () => {
      for (const cell of await listRobustnessCells(db, run.id)) await send(cell);
    };
    await sendStored();
    let status = stop ? null : (await getRobustnessRun(db, run.harnessId, run.id)).status;
    while (status === 'running' && !stream.aborted) {
      await new Promise((resolve) => setTimeout(resolve, pollMs));
      const now = await getRobustnessRun(db, run.harnessId, run.id);
      if (now.done > sent.size || now.status !== 'running') await sendStored();
      if (now.status !== 'running') status = now.status;
    }
    while (status === null && !stream.aborted) {
      const e = queue.shift();
      if (!e) {
        await new Promise<void>((resolve) => (wake = resolve));
        continue;
      }
      if (e.type === 'done') status = e.status;
      else await send(e);
    }
    stop?.();
    if (status !== null) {
      const final = await getRobustnessRun(db, run.harnessId, run.id);
      await stream.writeSSE({ event: 'done', data: JSON.stringify(final) });
    }
  });
}
