import type { Db } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import type {
  FailureProblem,
  Schedule,
  ScheduleState,
} from '../../../src/harness/release/schedule';
import type { LabelSplit } from '../../../src/harness/label-serving';
import { localReading } from './schedule-time';

/** A row of `schedules` (migration 017). */
export interface ScheduleRow {
  id: number | string;
  harness_id: string;
  request_id: number | null;
  label: string;
  shop_id: string | null;
  version: number | null;
  split_version: number | null;
  split_percent: number | null;
  /** The whole split as asked (migration 023; null on older rows and without a split). */
  split_request?: string | null;
  overlay_version: number | null;
  reason: string;
  at: string;
  local_at: string;
  until_at: string | null;
  local_until: string | null;
  time_zone: string;
  state: string;
  end_state: string | null;
  previous: string | null;
  move_id: number | string | null;
  end_move_id: number | string | null;
  fired_at: string | null;
  ended_at: string | null;
  failure: string | null;
  failure_problem: string | null;
  superseded_by?: string | null;
  created_by: string;
  created_at: string;
}

/** The offsets the stored local times were read with, and whether the zone repeats them. */
function readings(r: ScheduleRow) {
  const at = localReading(r.local_at, r.time_zone);
  const until = r.local_until === null ? null : localReading(r.local_until, r.time_zone);
  return {
    offset: at.offset,
    ambiguous: at.ambiguous,
    untilOffset: until?.offset ?? null,
    untilAmbiguous: until?.ambiguous ?? null,
  };
}

const num = (v: number | string | null) => (v === null ? null : Number(v));

export function toSchedule(r: ScheduleRow): Schedule {
  return {
    id: Number(r.id),
    harnessId: r.harness_id,
    requestId: num(r.request_id),
    label: r.label,
    shopId: r.shop_id,
    version: num(r.version),
    split:
      r.split_version === null || r.split_percent === null
        ? null
        : {
            ...(r.split_request ? (JSON.parse(r.split_request) as LabelSplit) : {}),
            version: Number(r.split_version),
            percent: Number(r.split_percent),
          },
    overlayVersion: num(r.overlay_version),
    reason: r.reason,
    at: r.at,
    localAt: r.local_at,
    until: r.until_at,
    localUntil: r.local_until,
    timeZone: r.time_zone,
    ...readings(r),
    state: r.state as ScheduleState,
    endState: r.end_state as ScheduleState | null,
    previous: r.previous ? (JSON.parse(r.previous) as Schedule['previous']) : null,
    firedAt: r.fired_at,
    endedAt: r.ended_at,
    failure: r.failure,
    failureProblem: r.failure_problem ? (JSON.parse(r.failure_problem) as FailureProblem) : null,
    supersededBy: r.superseded_by
      ? (JSON.parse(r.superseded_by) as Schedule['supersededBy'])
      : null,
    createdBy: r.created_by,
    createdAt: r.created_at,
  };
}

export async function readScheduleRow(
  db: Db,
  harnessId: string,
  scheduleId: number,
): Promise<ScheduleRow> {
  const [row] = await db.query<ScheduleRow>(
    'SELECT * FROM schedules WHERE harness_id = ? AND id = ?',
    [harnessId, scheduleId],
  );
  if (!row) throw new NotFound(`The harness "${harnessId}" has no schedule ${scheduleId}.`);
  return row;
}

/** The entity name audit records use. */
export const scheduleEntity = (id: number) => `schedule/${id}`;
