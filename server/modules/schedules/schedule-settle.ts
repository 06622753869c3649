import type { Db } from '../../db/db';
import type { StoreError } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { emitReleaseEvent } from '../webhooks/emit-event';
import { markRequestFailed } from '../change-requests/request-fired';
import { scheduleEntity } from './schedule-rows';
import type { FailureProblem, Schedule } from '../../../src/harness/release/schedule';

// How a claimed move or end that does not move anything is recorded: failed or missed, with
// its audit record, its webhook event and (for a move) its change request, in the claim's
// transaction.

/**
 * How late past the grace a due schedule may still fire: the poll interval and a busy
 * instance's queue, so a harness with a grace of 0 still fires what is merely a tick late.
 */
export const MISSED_TOLERANCE_MS = 5_000;

export type FireOutcome = 'fired' | 'failed' | 'missed' | 'superseded';
export interface Fired {
  scheduleId: number;
  kind: 'move' | 'end';
  outcome: FireOutcome;
}

/** A failed or missed move takes its end with it: there is nothing to move back. */
const END_OFF = "end_state = CASE WHEN end_state IS NULL THEN NULL ELSE 'cancelled' END";

export async function settle(
  tx: Db,
  s: Schedule,
  kind: 'move' | 'end',
  outcome: 'failed' | 'missed',
  problem: FailureProblem,
  extra: Record<string, unknown> = {},
): Promise<Fired> {
  const failure = problem.detail;
  const coded = JSON.stringify(problem);
  if (kind === 'move') {
    await tx.run(
      `UPDATE schedules SET state = ?, failure = ?, failure_problem = ?, ${END_OFF} WHERE id = ?`,
      [outcome, failure, coded, s.id],
    );
  } else {
    await tx.run(
      'UPDATE schedules SET end_state = ?, failure = ?, failure_problem = ? WHERE id = ?',
      [outcome, failure, coded, s.id],
    );
  }
  // The request it publishes fails with it, in this transaction (an end leaves it published).
  if (kind === 'move' && s.requestId !== null) {
    await markRequestFailed(tx, s.harnessId, s.requestId, problem);
  }
  await appendAudit(tx, {
    actor: 'scheduler',
    harnessId: s.harnessId,
    action: outcome === 'missed' ? 'schedule.miss' : 'schedule.fail',
    entity: scheduleEntity(s.id),
    after: { kind, failure, failureProblem: problem, ...extra },
  });
  await emitReleaseEvent(tx, {
    harnessId: s.harnessId,
    type: outcome === 'missed' ? 'schedule.missed' : 'schedule.failed',
    data: {
      schedule: { ...s, state: kind === 'move' ? outcome : s.state },
      kind,
      failure,
      failureProblem: problem,
      ...extra,
    },
  });
  return { scheduleId: s.id, kind, outcome };
}

export function lateness(
  s: Schedule,
  dueAt: string,
  now: number,
  graceMs: number,
): FailureProblem | null {
  const late = now - Date.parse(dueAt);
  if (late <= graceMs + MISSED_TOLERANCE_MS) return null;
  const minutes = Math.round(late / 60_000);
  const at = dueAt === s.at ? s.localAt : (s.localUntil ?? '');
  const grace = graceMs / 60_000;
  return {
    code: 'schedule.missed',
    detail: `Due at ${at} but no studio was running until ${minutes} minute(s) later, past the ${grace}-minute grace (settings.release.missedGraceMinutes); not moved.`,
    at,
    minutes,
    grace,
  };
}

/** A store's refusal of the move (the version gone, the harness archived), as a coded failure. */
export const storeRefusal = (err: StoreError): FailureProblem => ({
  code: 'schedule.store_refused',
  detail: err.message,
});
