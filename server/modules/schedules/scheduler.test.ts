import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { count } from '../../db/testing/harness-fixtures';
import { getLabel } from '../labels/label-store';
import { getSchedule } from './schedule-store';
import { Scheduler } from './scheduler';
import { saveOverlay } from '../shops/overlay-store';
import { shopOverlaySchema } from '../../../src/harness/overlay/overlay-schema';
import { nowIso } from '../../db/clock';
import { drivenScheduler, HOUR, schedule, withVersions } from '../../testing/scheduled-harness';

describeEachDatabase('scheduler', (getDb, t) => {
  it('fires a due schedule once, then moves the label back at its end', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    const s = await schedule(db, id, {
      atMs: at,
      until: new Date(at + HOUR).toISOString(),
      split: { version: 1, percent: 10 },
    });
    const { clock, scheduler } = drivenScheduler(db);
    expect(await scheduler.tick()).toEqual([]);
    clock.now = at + 500;
    expect(await scheduler.tick()).toEqual([{ scheduleId: s.id, kind: 'move', outcome: 'fired' }]);
    expect(await scheduler.tick()).toEqual([]);
    expect(await getLabel(db, id, 'staging')).toMatchObject({
      version: 2,
      split: { version: 1, percent: 10 },
    });
    expect(await getSchedule(db, id, s.id)).toMatchObject({
      state: 'fired',
      endState: 'pending',
      previous: { version: 1, split: null },
    });
    clock.now = at + HOUR + 100;
    expect(await scheduler.tick()).toEqual([{ scheduleId: s.id, kind: 'end', outcome: 'fired' }]);
    expect(await scheduler.tick()).toEqual([]);
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 1, split: null });
    expect(await getSchedule(db, id, s.id)).toMatchObject({ state: 'fired', endState: 'fired' });
    // start + schedule + end: three moves, one fire and one end audited.
    expect(await count(db, 'label_moves', 'harness_id = ?', [id])).toBe(3);
    expect(await count(db, 'audit_log', "harness_id = ? AND action = 'schedule.fire'", [id])).toBe(
      1,
    );
    expect(await count(db, 'audit_log', "harness_id = ? AND action = 'schedule.end'", [id])).toBe(
      1,
    );
  });

  it('fires one due while nobody ran within the grace, and marks one past it missed', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    const late = await schedule(db, id, { atMs: at, until: new Date(at + 60_000).toISOString() });
    const inGrace = await schedule(db, id, { atMs: at + 2 * 60_000 });
    const { clock, scheduler } = drivenScheduler(db);
    // The default grace is 10 minutes: 11 minutes after the first, 9 after the second.
    clock.now = at + 11 * 60_000;
    const done = (await scheduler.tick()).sort((a, b) => a.scheduleId - b.scheduleId);
    expect(done).toEqual([
      { scheduleId: late.id, kind: 'move', outcome: 'missed' },
      { scheduleId: inGrace.id, kind: 'move', outcome: 'fired' },
    ]);
    expect(await getSchedule(db, id, late.id)).toMatchObject({
      state: 'missed',
      endState: 'cancelled',
      failure: expect.stringContaining('grace') as unknown,
      // Coded too, so each reader is told in their language.
      failureProblem: {
        code: 'schedule.missed',
        grace: 10,
        minutes: expect.any(Number) as unknown,
        at: expect.any(String) as unknown,
      },
    });
    expect(await count(db, 'label_moves', 'harness_id = ?', [id])).toBe(2);
    expect(await count(db, 'audit_log', "harness_id = ? AND action = 'schedule.miss'", [id])).toBe(
      1,
    );
  });

  it('looks once at start: what came due while no instance ran fires without waiting a poll', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    const s = await schedule(db, id, { atMs: at });
    // Started 5 minutes after it was due, with a poll far away: only the first look fires it.
    const scheduler = new Scheduler(db, { pollMs: 3_600_000, now: () => at + 5 * 60_000 });
    scheduler.open();
    try {
      for (let i = 0; i < 50 && (await getSchedule(db, id, s.id)).state === 'pending'; i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
    } finally {
      await scheduler.close();
    }
    expect(await getSchedule(db, id, s.id)).toMatchObject({ state: 'fired' });
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 2 });
  });

  it('marks a schedule failed when its version can no longer go live, moving nothing', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    const s = await schedule(db, id, { atMs: at });
    await db.run('UPDATE harnesses SET archived = 1 WHERE id = ?', [id]);
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 100;
    expect(await scheduler.tick()).toEqual([{ scheduleId: s.id, kind: 'move', outcome: 'failed' }]);
    expect(await getSchedule(db, id, s.id)).toMatchObject({
      state: 'failed',
      failure: expect.stringContaining('archived') as unknown,
      failureProblem: { code: 'schedule.store_refused' },
    });
    expect(await count(db, 'label_moves', 'harness_id = ?', [id])).toBe(1);
  });

  it('puts a shop on an overlay version at the time and back at the end', async () => {
    const db = getDb();
    const id = await withVersions(db, 1);
    const shop = 'shanlan-tea';
    for (const [i, words] of [['first'], ['second']].entries()) {
      await saveOverlay(db, id, shop, shopOverlaySchema.parse({ bannedWords: words }), {
        expectedVersion: i === 0 ? null : i,
        message: `o${i + 1}`,
        actor: 'ann',
      });
    }
    const overlayOf = async () =>
      (
        await db.query<{ v: number }>(
          'SELECT overlay_version AS v FROM shops WHERE harness_id = ? AND shop_id = ?',
          [id, shop],
        )
      ).map((r) => Number(r.v))[0];
    const at = Date.now() + HOUR;
    const s = await schedule(db, id, {
      atMs: at,
      until: new Date(at + HOUR).toISOString(),
      label: 'production',
      shopId: shop,
      version: null,
      overlayVersion: 1,
    });
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 100;
    await scheduler.tick();
    expect(await overlayOf()).toBe(1);
    expect(await getSchedule(db, id, s.id)).toMatchObject({ previous: { version: 2 } });
    clock.now = at + HOUR + 100;
    await scheduler.tick();
    expect(await overlayOf()).toBe(2);
    expect(await getSchedule(db, id, s.id)).toMatchObject({ endState: 'fired' });
  });

  it('queues schedule.fired and schedule.missed for subscribed webhooks, in the same transaction', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    await db.run(
      `INSERT INTO webhooks (harness_id, url, events, secret, created_by, created_at)
       VALUES (?, 'https://example.com/hook', ?, 'whsec_x', 'ann', ?)`,
      [id, JSON.stringify(['schedule.fired', 'schedule.failed', 'schedule.missed']), nowIso()],
    );
    const at = Date.now() + HOUR;
    const missed = await schedule(db, id, { atMs: at });
    const fired = await schedule(db, id, { atMs: at + 12 * 60_000 });
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 12 * 60_000 + 500;
    const done = (await scheduler.tick())
      .filter((d) => [missed.id, fired.id].includes(d.scheduleId))
      .sort((a, b) => a.scheduleId - b.scheduleId);
    expect(done.map((d) => d.outcome)).toEqual(['missed', 'fired']);
    // By type, missed first: on PostgreSQL the two may commit in either order.
    const rows = await db.query<{ type: string; payload: string }>(
      'SELECT type, payload FROM webhook_deliveries WHERE harness_id = ? ORDER BY type DESC',
      [id],
    );
    expect(rows.map((r) => r.type)).toEqual(['schedule.missed', 'schedule.fired']);
    expect(JSON.parse(rows[0]!.payload)).toMatchObject({
      data: { kind: 'move', schedule: { id: missed.id, state: 'missed' } },
    });
    expect(JSON.parse(rows[1]!.payload)).toMatchObject({
      type: 'schedule.fired',
      data: { kind: 'move', schedule: { id: fired.id, state: 'fired' } },
    });
  });

  it('fails a plain move whose label came to require approvals after it was scheduled', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    const s = await schedule(db, id, { atMs: at });
    const [meta] = await db.query<{ value: string }>(
      "SELECT value FROM draft_entities WHERE harness_id = ? AND kind = 'meta' AND entity_key = 'meta'",
      [id],
    );
    const value = JSON.parse(meta!.value) as { settings: Record<string, unknown> };
    value.settings.release = { approvals: { staging: { required: 1 } } };
    await db.run(
      "UPDATE draft_entities SET value = ? WHERE harness_id = ? AND kind = 'meta' AND entity_key = 'meta'",
      [JSON.stringify(value), id],
    );
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 100;
    await scheduler.tick();
    expect(await getSchedule(db, id, s.id)).toMatchObject({
      state: 'failed',
      failure: expect.stringContaining('change request') as unknown,
      failureProblem: { code: 'schedule.approvals_required', label: 'staging', required: 1 },
    });
    expect(await getLabel(db, id, 'staging')).toMatchObject({ version: 1 });
  });

  it('fails a schedule that breaks the scheduler and goes on with the others', async () => {
    const db = getDb();
    const id = await withVersions(db, 2);
    const at = Date.now() + HOUR;
    const broken = await schedule(db, id, { atMs: at, until: new Date(at + 1_000).toISOString() });
    const next = await schedule(db, id, { atMs: at + 2_000 });
    const { clock, scheduler } = drivenScheduler(db);
    clock.now = at + 100;
    await scheduler.tick();
    await db.run("UPDATE schedules SET previous = 'not json' WHERE id = ?", [broken.id]);
    clock.now = at + 2_500;
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const done = (await scheduler.tick()).filter((d) =>
        [broken.id, next.id].includes(d.scheduleId),
      );
      // One queue in due order: the broken end (due first) fails, then the move fires.
      expect(done).toEqual([
        { scheduleId: broken.id, kind: 'end', outcome: 'failed' },
        { scheduleId: next.id, kind: 'move', outcome: 'fired' },
      ]);
    } finally {
      console.error = log;
    }
    // Logged once per worker that claimed it before it was marked (PostgreSQL runs three).
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(await getSchedule(db, id, next.id)).toMatchObject({ state: 'fired' });
    const [row] = await db.query<{ end_state: string; failure: string }>(
      'SELECT end_state, failure FROM schedules WHERE id = ?',
      [broken.id],
    );
    expect(row).toMatchObject({
      end_state: 'failed',
      failure: expect.stringContaining('internal') as unknown,
    });
  });

  it.runIf(t.dialect === 'postgres')(
    'fires 50 due schedules exactly once with two instances polling together',
    async () => {
      const db = getDb();
      const other = await t.openAnother();
      // One label's items go one at a time (the queue keeps their order): ten labels, five each.
      const harnesses: string[] = [];
      for (let h = 0; h < 10; h++) harnesses.push(await withVersions(db, 2));
      const at = Date.now() + HOUR;
      const ids = new Set<number>();
      for (let i = 0; i < 50; i++) {
        const s = await schedule(db, harnesses[i % 10]!, {
          atMs: at + (i % 5) * 10,
          version: 1 + (i % 2),
        });
        ids.add(s.id);
      }
      const now = () => at + 1_000;
      const a = new Scheduler(db, { pollMs: 0, now });
      const b = new Scheduler(other, { pollMs: 0, now });
      const [doneA, doneB] = await Promise.all([a.tick(), b.tick()]);
      // Other tests' schedules share the database: only these harnesses' are counted here.
      const fired = [...doneA, ...doneB].map((f) => f.scheduleId).filter((s) => ids.has(s));
      expect(fired.sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
      // Both did some of the work (SKIP LOCKED hands each the rows the other does not hold).
      expect(Math.min(doneA.length, doneB.length)).toBeGreaterThan(0);
      const mine = `harness_id IN (${harnesses.map(() => '?').join(', ')})`;
      expect(await count(db, 'label_moves', mine, harnesses)).toBe(60);
      expect(await count(db, 'audit_log', `${mine} AND action = 'schedule.fire'`, harnesses)).toBe(
        50,
      );
      expect(await count(db, 'schedules', `${mine} AND state = 'fired'`, harnesses)).toBe(50);
    },
  );
});
