import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { Conflict, invalidField } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { getHarness } from '../harnesses/harness-store';
import { releaseSettingsOf } from './release-settings-of';
import { localTime, readScheduleTime } from './schedule-time';
import { readScheduleRow, scheduleEntity, toSchedule, type ScheduleRow } from './schedule-rows';
import type { Schedule } from '../../../src/harness/release/schedule';
import type { SplitRequest } from '../../../src/harness/label-serving';

export type { Schedule };

export interface CreateScheduleInput {
  harnessId: string;
  /** The change request it publishes; null for a publisher's plain label move. */
  requestId: number | null;
  /** The label it moves (a shop overlay's schedule names the label its shop serves under). */
  label: string;
  /** A shop's overlay: then `overlayVersion` is what goes live, not `version`. */
  shopId: string | null;
  version: number | null;
  /** The core's split as a move asks for it (design and guardrails with it). */
  split: SplitRequest | null;
  overlayVersion: number | null;
  reason: string;
  /** As sent: a wall time in the harness's time zone or an instant with an offset. */
  at: string;
  until?: string;
  actor: string;
}

/**
 * `at` / `until` as instants; the pointers are the body's field names. A wall time the clocks
 * skip is refused with the nearest that exist; one they repeat is its first occurrence.
 */
function readTimes(input: CreateScheduleInput, timeZone: string, now: number) {
  const at = readScheduleTime(input.at, timeZone, '/at');
  if (at <= now) {
    throw invalidField(
      '/at',
      'schedule.past',
      `${input.at} (${timeZone}) has passed; schedule it in the future.`,
    );
  }
  if (input.until === undefined) return { at, until: null };
  const until = readScheduleTime(input.until, timeZone, '/until');
  if (until <= at) {
    throw invalidField(
      '/until',
      'schedule.until_before_at',
      `The end (${input.until}) must come after the start (${input.at}).`,
    );
  }
  return { at, until };
}

async function checkTarget(tx: Db, input: CreateScheduleInput): Promise<void> {
  const { harnessId } = input;
  const overlay = input.shopId !== null && input.overlayVersion !== null;
  if (!overlay) {
    const [label] = await tx.query('SELECT name FROM labels WHERE harness_id = ? AND name = ?', [
      harnessId,
      input.label,
    ]);
    if (!label) {
      throw invalidField(
        '/label',
        'schedule.unknown_label',
        `The harness "${harnessId}" has no label "${input.label}".`,
      );
    }
  }
  if (input.shopId !== null) {
    const [shop] = await tx.query(
      'SELECT shop_id FROM shops WHERE harness_id = ? AND shop_id = ?',
      [harnessId, input.shopId],
    );
    if (!shop) {
      throw invalidField(
        '/shopId',
        'schedule.unknown_shop',
        `The harness "${harnessId}" has no shop "${input.shopId}".`,
      );
    }
  }
  if (overlay) {
    const [found] = await tx.query(
      'SELECT number FROM overlay_versions WHERE harness_id = ? AND shop_id = ? AND number = ?',
      [harnessId, input.shopId, input.overlayVersion],
    );
    if (!found) {
      throw invalidField(
        '/overlayVersion',
        'schedule.unknown_version',
        `The shop "${input.shopId}" has no overlay version ${input.overlayVersion}.`,
      );
    }
    return;
  }
  if (input.version === null) {
    throw invalidField('/version', 'schedule.no_version', 'Say which version goes live.');
  }
  const wanted: Array<[string, number]> = [['/version', input.version]];
  if (input.split) wanted.push(['/split/version', input.split.version]);
  for (const [pointer, number] of wanted) {
    const [found] = await tx.query(
      'SELECT number FROM versions WHERE harness_id = ? AND number = ?',
      [harnessId, number],
    );
    if (!found) {
      throw invalidField(pointer, 'schedule.unknown_version', `There is no version ${number}.`);
    }
  }
  if (input.split?.version === input.version) {
    throw invalidField(
      '/split/version',
      'label.split_same',
      'Split traffic to a different version.',
    );
  }
}

/**
 * Schedules a label move (a change request's publish, or a plain move) with its audit record;
 * throws Invalid at the body's field (nothing written) for a time that has passed, an end not
 * after the start, or a label, shop or version the harness does not have. Call it with the
 * caller's transaction.
 */
export async function createSchedule(tx: Db, input: CreateScheduleInput): Promise<Schedule> {
  const harness = await getHarness(tx, input.harnessId);
  if (harness.archived) {
    throw new Conflict(`The harness "${input.harnessId}" is archived.`, harness, {
      code: 'harness.archived',
    });
  }
  const { timeZone } = await releaseSettingsOf(tx, input.harnessId);
  const times = readTimes(input, timeZone, Date.now());
  await checkTarget(tx, input);
  if (input.requestId !== null) {
    const current = await scheduleOfRequest(tx, input.harnessId, input.requestId);
    if (current && (current.state === 'pending' || current.endState === 'pending')) {
      throw new Conflict(
        `Change request ${input.requestId} is already scheduled (schedule ${current.id}); cancel that first.`,
        current,
        { code: 'schedule.already_scheduled', requestId: input.requestId, scheduleId: current.id },
      );
    }
  }
  const iso = (ms: number) => new Date(ms).toISOString();
  const [row] = await tx.query<ScheduleRow>(
    `INSERT INTO schedules (harness_id, request_id, label, shop_id, version, split_version,
       split_percent, split_request, overlay_version, reason, at, local_at, until_at, local_until,
       time_zone, state, end_state, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?) RETURNING *`,
    [
      input.harnessId,
      input.requestId,
      input.label,
      input.shopId,
      input.shopId !== null && input.overlayVersion !== null ? null : input.version,
      input.split?.version ?? null,
      input.split?.percent ?? null,
      input.split ? JSON.stringify(input.split) : null,
      input.overlayVersion,
      input.reason.trim(),
      iso(times.at),
      localTime(times.at, timeZone),
      times.until === null ? null : iso(times.until),
      times.until === null ? null : localTime(times.until, timeZone),
      timeZone,
      times.until === null ? null : 'pending',
      input.actor,
      nowIso(),
    ],
  );
  const schedule = toSchedule(row!);
  await appendAudit(tx, {
    actor: input.actor,
    harnessId: input.harnessId,
    action: 'schedule.create',
    entity: scheduleEntity(schedule.id),
    after: schedule,
  });
  return schedule;
}

/**
 * Cancels a pending schedule, or the pending end of one that fired (the label then stays
 * where it went). Anything else is a Conflict carrying the schedule as it is.
 */
export async function cancelSchedule(
  tx: Db,
  harnessId: string,
  scheduleId: number,
  actor: string,
): Promise<Schedule> {
  const before = toSchedule(await readScheduleRow(tx, harnessId, scheduleId));
  // Claimed like the scheduler claims it: whichever commits first wins, the other sees 0 rows.
  const cancelled =
    (
      await tx.run(
        `UPDATE schedules SET state = 'cancelled', end_state = CASE WHEN end_state IS NULL
           THEN NULL ELSE 'cancelled' END WHERE id = ? AND state = 'pending'`,
        [scheduleId],
      )
    ).changes === 1 ||
    (
      await tx.run(
        `UPDATE schedules SET end_state = 'cancelled'
         WHERE id = ? AND state = 'fired' AND end_state = 'pending'`,
        [scheduleId],
      )
    ).changes === 1;
  if (!cancelled) {
    const now = toSchedule(await readScheduleRow(tx, harnessId, scheduleId));
    throw new Conflict(
      `Schedule ${scheduleId} is ${now.state}${now.endState ? ` (its end ${now.endState})` : ''}: only a pending one can be cancelled.`,
      now,
      { code: 'schedule.not_pending', scheduleId },
    );
  }
  const after = toSchedule(await readScheduleRow(tx, harnessId, scheduleId));
  await appendAudit(tx, {
    actor,
    harnessId,
    action: 'schedule.cancel',
    entity: scheduleEntity(scheduleId),
    before: { state: before.state, endState: before.endState },
    after: { state: after.state, endState: after.endState },
  });
  return after;
}

export async function getSchedule(
  db: Db,
  harnessId: string,
  scheduleId: number,
): Promise<Schedule> {
  return toSchedule(await readScheduleRow(db, harnessId, scheduleId));
}

/** A change request's newest schedule (any state), or null when it was never scheduled. */
export async function scheduleOfRequest(
  db: Db,
  harnessId: string,
  requestId: number,
): Promise<Schedule | null> {
  const [row] = await db.query<ScheduleRow>(
    'SELECT * FROM schedules WHERE harness_id = ? AND request_id = ? ORDER BY id DESC LIMIT 1',
    [harnessId, requestId],
  );
  return row ? toSchedule(row) : null;
}
