import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { count, newHarness } from '../../db/testing/harness-fixtures';
import { nowIso } from '../../db/clock';
import type { Db } from '../../db/db';
import { createVersion } from '../versions/version-store';
import { createSchedule } from './schedule-store';
import { Scheduler } from './scheduler';
import { saveOverlay } from '../shops/overlay-store';
import { shopOverlaySchema } from '../../../src/harness/overlay/overlay-schema';

const HOUR = 3_600_000;

async function scheduledRequest(db: Db) {
  const h = await newHarness(db);
  for (const message of ['v1', 'v2']) await createVersion(db, h.id, { message, actor: 'ann' });
  const [row] = await db.query<{ id: number | string }>(
    `INSERT INTO change_requests (harness_id, title, description, author, target_label,
       proposal_version, state, created_at, updated_at)
     VALUES (?, 'Double-12', '', 'ann', 'staging', 2, 'scheduled', ?, ?) RETURNING id`,
    [h.id, nowIso(), nowIso()],
  );
  const requestId = Number(row!.id);
  const at = Date.now() + HOUR;
  const schedule = await db.transaction((tx) =>
    createSchedule(tx, {
      harnessId: h.id,
      requestId,
      label: 'staging',
      shopId: null,
      version: 2,
      split: null,
      overlayVersion: null,
      reason: 'Double-12',
      at: new Date(at).toISOString(),
      actor: 'ann',
    }),
  );
  return { harnessId: h.id, requestId, schedule, at };
}

const request = async (db: Db, id: number) =>
  (
    await db.query<{ state: string; move_id: number | null; failure: string | null }>(
      'SELECT state, move_id, failure FROM change_requests WHERE id = ?',
      [id],
    )
  )[0]!;

describeEachDatabase('a change request’s schedule', (getDb) => {
  it('publishes the request in the transaction that moves its label', async () => {
    const db = getDb();
    const { harnessId, requestId, at } = await scheduledRequest(db);
    await new Scheduler(db, { pollMs: 0, now: () => at + 100 }).tick();
    const [move] = await db.query<{ id: number }>(
      "SELECT id FROM label_moves WHERE harness_id = ? AND label = 'staging'",
      [harnessId],
    );
    expect(await request(db, requestId)).toMatchObject({
      state: 'published',
      move_id: Number(move!.id),
    });
    expect(
      await count(db, 'audit_log', "harness_id = ? AND action = 'change_request.publish'", [
        harnessId,
      ]),
    ).toBe(1);
  });

  it('publishes a shop request with no label move as null, as a publish now does', async () => {
    const db = getDb();
    const h = await newHarness(db);
    await createVersion(db, h.id, { message: 'v1', actor: 'ann' });
    const shop = 'shanlan-tea';
    await saveOverlay(db, h.id, shop, shopOverlaySchema.parse({ bannedWords: ['x'] }), {
      expectedVersion: null,
      message: 'o1',
      actor: 'ann',
    });
    const [row] = await db.query<{ id: number | string }>(
      `INSERT INTO change_requests (harness_id, title, description, author, target_label,
         target_shop, proposal_shop, proposal_overlay, state, created_at, updated_at)
       VALUES (?, 'Shop words', '', 'ann', 'production', ?, ?, 1, 'scheduled', ?, ?) RETURNING id`,
      [h.id, shop, shop, nowIso(), nowIso()],
    );
    const requestId = Number(row!.id);
    const at = Date.now() + HOUR;
    await db.transaction((tx) =>
      createSchedule(tx, {
        harnessId: h.id,
        requestId,
        label: 'production',
        shopId: shop,
        version: null,
        split: null,
        overlayVersion: 1,
        reason: 'Shop words',
        at: new Date(at).toISOString(),
        actor: 'ann',
      }),
    );
    await new Scheduler(db, { pollMs: 0, now: () => at + 100 }).tick();
    expect(await request(db, requestId)).toMatchObject({ state: 'published', move_id: null });
  });

  it('fails the request, with the reason, when its schedule fails or is missed', async () => {
    const db = getDb();
    const failing = await scheduledRequest(db);
    await db.run('UPDATE harnesses SET archived = 1 WHERE id = ?', [failing.harnessId]);
    await new Scheduler(db, { pollMs: 0, now: () => failing.at + 100 }).tick();
    expect(await request(db, failing.requestId)).toMatchObject({
      state: 'failed',
      failure: expect.stringContaining('archived') as unknown,
    });
    const missed = await scheduledRequest(db);
    await new Scheduler(db, { pollMs: 0, now: () => missed.at + HOUR }).tick();
    expect(await request(db, missed.requestId)).toMatchObject({
      state: 'failed',
      failure: expect.stringContaining('grace') as unknown,
    });
    expect(await count(db, 'label_moves', 'harness_id = ?', [missed.harnessId])).toBe(0);
  });
});
