import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { caught, count, newHarness } from '../../db/testing/harness-fixtures';
import { Conflict, Invalid } from '../../db/store-errors';
import type { Db } from '../../db/db';
import { createVersion } from '../versions/version-store';
import {
  cancelSchedule,
  createSchedule,
  scheduleOfRequest,
  type CreateScheduleInput,
} from './schedule-store';
import { localTime, scheduleEpoch } from './schedule-time';

async function withVersions(db: Db, n: number) {
  const h = await newHarness(db);
  for (let i = 1; i <= n; i++) await createVersion(db, h.id, { message: `v${i}`, actor: 'ann' });
  return h.id;
}

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

const move = (harnessId: string, over: Partial<CreateScheduleInput> = {}): CreateScheduleInput => ({
  harnessId,
  requestId: null,
  label: 'staging',
  shopId: null,
  version: 2,
  split: null,
  overlayVersion: null,
  reason: 'campaign',
  at: inMinutes(60),
  actor: 'pat',
  ...over,
});

const pointerOf = (err: unknown) => (err as Invalid).diagnostics[0]!.pointer;

it('reads a wall time in the harness zone and writes it back with the offset', () => {
  const epoch = scheduleEpoch('2026-12-12T20:00', 'Asia/Shanghai');
  expect(new Date(epoch).toISOString()).toBe('2026-12-12T12:00:00.000Z');
  expect(localTime(epoch, 'Asia/Shanghai')).toBe('2026-12-12T20:00:00+08:00');
  expect(scheduleEpoch('2026-12-12T20:00:00Z', 'Asia/Shanghai')).toBe(
    Date.parse('2026-12-12T20:00:00Z'),
  );
  expect(scheduleEpoch('2026-02-30T20:00', 'Asia/Shanghai')).toBeNaN();
  expect(scheduleEpoch('2026-02-30T20:00+08:00', 'Asia/Shanghai')).toBeNaN();
  expect(localTime(Date.parse('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(
    '2026-07-01T08:00:00-04:00',
  );
});

describeEachDatabase('schedule store', (getDb) => {
  it('creates a schedule in the harness zone, audited, and cancels it', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const s = await db.transaction((tx) =>
      createSchedule(
        tx,
        move(id, { at: '2099-12-12T20:00', until: '2099-12-13T00:00', requestId: 7 }),
      ),
    );
    expect(s).toMatchObject({
      at: '2099-12-12T12:00:00.000Z',
      localAt: '2099-12-12T20:00:00+08:00',
      until: '2099-12-12T16:00:00.000Z',
      localUntil: '2099-12-13T00:00:00+08:00',
      timeZone: 'Asia/Shanghai',
      state: 'pending',
      endState: 'pending',
      requestId: 7,
    });
    expect(await scheduleOfRequest(db, id, 7)).toEqual(s);
    const again = await caught(
      db.transaction((tx) => createSchedule(tx, move(id, { requestId: 7 }))),
    );
    expect(again).toBeInstanceOf(Conflict);
    const cancelled = await db.transaction((tx) => cancelSchedule(tx, id, s.id, 'pat'));
    expect(cancelled).toMatchObject({ state: 'cancelled', endState: 'cancelled' });
    expect(
      await caught(db.transaction((tx) => cancelSchedule(tx, id, s.id, 'pat'))),
    ).toBeInstanceOf(Conflict);
    expect(await count(db, 'audit_log', "harness_id = ? AND action LIKE 'schedule.%'", [id])).toBe(
      2,
    );
  });

  it('refuses bad input at the field and writes nothing', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const cases: Array<[Partial<CreateScheduleInput>, string]> = [
      [{ at: inMinutes(-1) }, '/at'],
      [{ at: '2020-01-01T20:00' }, '/at'],
      [{ at: '2099-02-30T20:00' }, '/at'],
      [{ at: '2099-12-12T20:00', until: '2099-12-12T20:00' }, '/until'],
      [{ at: '2099-12-12T20:00', until: '2099-12-12T19:00' }, '/until'],
      [{ label: 'nope' }, '/label'],
      [{ version: 9 }, '/version'],
      [{ split: { version: 9, percent: 10 } }, '/split/version'],
      [{ shopId: 'no-such-shop' }, '/shopId'],
    ];
    for (const [over, pointer] of cases) {
      const err = await caught(db.transaction((tx) => createSchedule(tx, move(id, over))));
      expect(err, JSON.stringify(over)).toBeInstanceOf(Invalid);
      expect(pointerOf(err)).toBe(pointer);
    }
    expect(await count(db, 'schedules', 'harness_id = ?', [id])).toBe(0);
    expect(await count(db, 'audit_log', "harness_id = ? AND action LIKE 'schedule.%'", [id])).toBe(
      0,
    );
  });
});
