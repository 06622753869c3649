import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import type { RobustnessCell, RobustnessRun } from '../../../src/harness/variants/run-contract';
import { followRunEvents } from '../shared/follow-run-events';
import type { RobustnessEvent, RobustnessRunner } from './robustness-runner';
import { getRobustnessRun, listRobustnessCells } from './robustness-run-store';

/** A run's progress as Server-Sent Events: a `unit` event per finished unit, then `done`. */
export function followRobustnessRun(
  c: Context<AppEnv>,
  runner: RobustnessRunner,
  run: RobustnessRun,
  pollMs: number,
) {
  const { db } = c.var.deps;
  return followRunEvents<RobustnessEvent, RobustnessCell>(c, {
    subscribe: (listener) => runner.subscribe(run.id, listener),
    read: (e) => (e.type === 'done' ? { ended: e.status } : { item: e }),
    stored: () => listRobustnessCells(db, run.id),
    key: (cell) => `${cell.endpoint}\u0000${cell.arm}\u0000${cell.caseId}`,
    write: (stream, { endpoint, arm, caseId, passes, trials }, done) =>
      stream.writeSSE({
        event: 'unit',
        data: JSON.stringify({ done, total: run.total, endpoint, arm, caseId, passes, trials }),
      }),
    current: () => getRobustnessRun(db, run.harnessId, run.id),
    final: () => getRobustnessRun(db, run.harnessId, run.id),
    pollMs,
  });
}
