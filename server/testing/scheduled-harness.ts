/**
 * What the scheduler's tests share: a harness with versions and staging on version 1, a
 * schedule with everything but its time defaulted, and a scheduler whose clock the test moves.
 */
import type { Db } from '../db/db';
import { newHarness } from '../db/testing/harness-fixtures';
import { moveLabel } from '../modules/labels/label-store';
import { createSchedule, type CreateScheduleInput } from '../modules/schedules/schedule-store';
import { Scheduler } from '../modules/schedules/scheduler';
import { createVersion } from '../modules/versions/version-store';

export const HOUR = 3_600_000;

export async function withVersions(db: Db, n: number): Promise<string> {
  const h = await newHarness(db);
  for (let i = 1; i <= n; i++) await createVersion(db, h.id, { message: `v${i}`, actor: 'ann' });
  await moveLabel(db, h.id, 'staging', { version: 1, reason: 'start', actor: 'ann' });
  return h.id;
}

export function schedule(
  db: Db,
  harnessId: string,
  over: Partial<CreateScheduleInput> & { atMs: number },
) {
  const { atMs, ...rest } = over;
  return db.transaction((tx) =>
    createSchedule(tx, {
      harnessId,
      requestId: null,
      label: 'staging',
      shopId: null,
      version: 2,
      split: null,
      overlayVersion: null,
      reason: 'campaign',
      at: new Date(atMs).toISOString(),
      actor: 'pat',
      ...rest,
    }),
  );
}

/** A scheduler whose clock the test moves. */
export function drivenScheduler(db: Db) {
  const clock = { now: Date.now() };
  return { clock, scheduler: new Scheduler(db, { pollMs: 0, now: () => clock.now }) };
}
