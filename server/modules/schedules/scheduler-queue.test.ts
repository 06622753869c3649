import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { count } from '../../db/testing/harness-fixtures';
import type { Db } from '../../db/db';
import { getLabel, moveLabel } from '../labels/label-store';
import { getSchedule } from './schedule-store';
import { Scheduler } from './scheduler';
import { nowIso } from '../../db/clock';
import { experimentWindow } from '../experiments/experiment-window';
import { drivenScheduler, HOUR, schedule, withVersions } from '../../testing/scheduled-harness';

// Moves and ends are one queue with a compare-and-set on what the label serves: a window's end
// never undoes a later window or a hotfix, and an end resumes the experiment it interrupted.

const iso = (ms: number) => new Date(ms).toISOString();
const guardrails = [{ kind: 'error_rate' as const, maxIncrease: 0.02 }];

/** The Db with a switch: while on, moving a label throws `error` (a transient one). */
function faulty(db: Db, error: () => Error) {
  const state = { on: true, thrown: 0 };
  const guard = (sql: string) => {
    if (state.on && /^\s*UPDATE labels SET version/.test(sql)) {
      state.thrown++;
      throw error();
    }
  };
  const wrap = (tx: Db): Db => ({
    ...tx,
    query: (sql, params) => (guard(sql), tx.query(sql, params)),
    run: (sql, params) => (guard(sql), tx.run(sql, params)),
    transaction: (fn, options) => tx.transaction((inner) => fn(wrap(inner)), options),
  });
  return { state, db: wrap(db) };
}

describeEachDatabase('schedules as one queue', (getDb, t) => {
  it('back-to-back windows: the next campaign stays live, the first end is superseded', async () => {
    const db = getDb();
    const id = await withVersions(db, 3);
    const at = Date.now() + HOUR;
    const first = await schedule(db, id, { atMs: at, until: iso(at + HOUR), version: 2 });
    const second = await schedule(db, id, {
      atMs: at + HOUR,
      until: iso(at + 2 * HOUR),
      version: 3,
    });
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 100;
    await scheduler.tick();
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 2 });
    // The first window's end and the next one's start are one instant.
    clock.now = at + HOUR + 100;
    const done = await scheduler.tick();
    expect(done).toEqual([
      { scheduleId: second.id, kind: 'move', outcome: 'fired' },
      { scheduleId: first.id, kind: 'end', outcome: 'superseded' },
    ]);
    expect(await scheduler.tick()).toEqual([]);
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 3, split: null });
    const secondMove = await db.query<{ id: number }>(
      'SELECT move_id AS id FROM schedules WHERE id = ?',
      [second.id],
    );
    expect(await getSchedule(db, id, first.id)).toMatchObject({
      endState: 'superseded',
      supersededBy: { moveId: Number(secondMove[0]!.id), scheduleId: second.id },
    });
    // The next window takes over what the first would have restored: its end goes back to v1.
    expect(await getSchedule(db, id, second.id)).toMatchObject({
      previous: { version: 1, split: null },
    });
    clock.now = at + 2 * HOUR + 100;
    await scheduler.tick();
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 1 });
    expect(
      await count(db, 'audit_log', "harness_id = ? AND action = 'schedule.supersede'", [id]),
    ).toBe(1);
  });

  it('back-to-back windows setting the same version: the second keeps it to its own end', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    const first = await schedule(db, id, { atMs: at, until: iso(at + HOUR) });
    const second = await schedule(db, id, { atMs: at + HOUR, until: iso(at + 2 * HOUR) });
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 100;
    await scheduler.tick();
    clock.now = at + HOUR + 100;
    expect(await scheduler.tick()).toEqual([
      { scheduleId: second.id, kind: 'move', outcome: 'fired' },
      { scheduleId: first.id, kind: 'end', outcome: 'superseded' },
    ]);
    // The label serves what the first window set, but the second window set it last.
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 2 });
    clock.now = at + 2 * HOUR + 100;
    expect(await scheduler.tick()).toEqual([
      { scheduleId: second.id, kind: 'end', outcome: 'fired' },
    ]);
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 1 });
  });

  it('a hotfix to the very version a window set: the end leaves it', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    const s = await schedule(db, id, { atMs: at, until: iso(at + HOUR) });
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 100;
    await scheduler.tick();
    await moveLabel(db, id, 'staging', { version: 2, reason: 'keep it', actor: 'ann' });
    clock.now = at + HOUR + 100;
    expect(await scheduler.tick()).toEqual([
      { scheduleId: s.id, kind: 'end', outcome: 'superseded' },
    ]);
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 2 });
  });

  it('a hotfix during a window stays: the end is superseded by its move', async () => {
    const db = getDb();
    const id = await withVersions(db, 3);
    await db.run(
      `INSERT INTO webhooks (harness_id, url, events, secret, created_by, created_at)
       VALUES (?, 'https://example.com/hook', ?, 'whsec_x', 'ann', ?)`,
      [id, JSON.stringify(['schedule.superseded']), nowIso()],
    );
    const at = Date.now() + HOUR;
    const s = await schedule(db, id, { atMs: at, until: iso(at + HOUR) });
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 100;
    await scheduler.tick();
    const { move: hotfix } = await moveLabel(db, id, 'staging', {
      version: 3,
      reason: 'hotfix',
      actor: 'ann',
    });
    clock.now = at + HOUR + 100;
    expect(await scheduler.tick()).toEqual([
      { scheduleId: s.id, kind: 'end', outcome: 'superseded' },
    ]);
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 3 });
    expect(await getSchedule(db, id, s.id)).toMatchObject({
      state: 'fired',
      endState: 'superseded',
      supersededBy: { moveId: hotfix.id, scheduleId: null },
    });
    const [delivery] = await db.query<{ type: string; payload: string }>(
      'SELECT type, payload FROM webhook_deliveries WHERE harness_id = ?',
      [id],
    );
    expect(delivery?.type).toBe('schedule.superseded');
    expect(JSON.parse(delivery!.payload)).toMatchObject({
      data: { kind: 'end', supersededBy: { moveId: hotfix.id }, schedule: { id: s.id } },
    });
  });

  it('an end that restores a split resumes its experiment: same id, salt and guardrails', async () => {
    const db = getDb();
    const id = await withVersions(db, 3);
    const { label: running } = await moveLabel(db, id, 'staging', {
      version: 1,
      split: {
        version: 2,
        percent: 10,
        guardrails,
        primaryMetric: { event: 'order', measure: 'conversion' },
      },
      reason: 'A/B',
      actor: 'ann',
    });
    const at = Date.now() + HOUR;
    const s = await schedule(db, id, { atMs: at, until: iso(at + HOUR), version: 3 });
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 100;
    await scheduler.tick();
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 3, split: null });
    expect((await getSchedule(db, id, s.id)).previous).toEqual({
      version: 1,
      split: running.split,
    });
    clock.now = at + HOUR + 100;
    expect(await scheduler.tick()).toEqual([{ scheduleId: s.id, kind: 'end', outcome: 'fired' }]);
    const restored = await getLabel(db, id, 'staging');
    expect(restored.version).toBe(1);
    expect(restored.split).toEqual(running.split);
    expect(restored.split).toMatchObject({
      experimentId: running.split!.experimentId,
      salt: running.split!.salt,
      guardrails,
    });
    // The report spans the whole experiment: before the window and since it ended.
    const window = await experimentWindow(db, id, 'staging');
    expect(window).toMatchObject({
      experimentId: running.split!.experimentId,
      startedAt: running.updatedAt,
      endedAt: null,
      guardrails,
    });
    expect(window.phases).toHaveLength(2);
    expect(window.phases[0]).toMatchObject({ from: running.updatedAt, to: expect.any(String) });
  });

  it('a scheduled split keeps its guardrails and design', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    const design = { method: 'fixed_horizon' as const, plannedUnits: 1_000 };
    const s = await schedule(db, id, {
      atMs: at,
      version: 1,
      split: { version: 2, percent: 20, guardrails, ...design },
    });
    expect(s.split).toMatchObject({ version: 2, percent: 20, guardrails, ...design });
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 100;
    await scheduler.tick();
    expect((await getLabel(db, id, 'staging')).split).toMatchObject({
      version: 2,
      percent: 20,
      guardrails,
      ...design,
      experimentId: expect.stringMatching(/^exp_/) as unknown,
    });
  });

  it('retries a move a transient database error stopped, then fires it once', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    const s = await schedule(db, id, { atMs: at, until: iso(at + HOUR) });
    const transient = () =>
      t.dialect === 'postgres'
        ? Object.assign(new Error('could not serialize access'), { code: '40001' })
        : Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const broken = faulty(db, transient);
    const clock = { now: at + 100 };
    const scheduler = new Scheduler(broken.db, { pollMs: 0, now: () => clock.now });
    const log = console.error;
    console.error = () => undefined;
    try {
      expect(await scheduler.tick()).toEqual([]);
    } finally {
      console.error = log;
    }
    expect(broken.state.thrown).toBeGreaterThan(0);
    expect(await getSchedule(db, id, s.id)).toMatchObject({ state: 'pending', failure: null });
    broken.state.on = false;
    clock.now = at + 60_000;
    expect(await scheduler.tick()).toEqual([{ scheduleId: s.id, kind: 'move', outcome: 'fired' }]);
    expect(await scheduler.tick()).toEqual([]);
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 2 });
    expect(await count(db, 'label_moves', 'harness_id = ?', [id])).toBe(2);
    expect(await count(db, 'audit_log', "harness_id = ? AND action = 'schedule.fire'", [id])).toBe(
      1,
    );
  });
});
