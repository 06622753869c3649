import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabaseBefore } from '../../db/testing/describe-each-database';
import { contentHash, harnessDocumentSchema, splitEntities } from '../../../src/harness';
import { sampleHarness } from '../../../src/harness/sample';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { nowIso } from '../../db/clock';
import { appendAudit } from '../audit/audit-store';
import { insertDraftEntities, putEntity } from '../drafts/draft-store';
import { createVersion, getVersionDocument } from '../versions/version-store';
import { emptyOverlay, mergeOverlay } from '../../../src/harness/overlay';
import { currentOverlay, saveOverlay } from './overlay-store';
import { createShop, listShops } from './shop-store';

const BEFORE_SHOPS = MIGRATIONS.filter((m) => m.version < 8);
/** Shops (008) and test runs of a shop's host (009), before later migrations add columns. */
const SHOPS = MIGRATIONS.filter((m) => m.version < 10);
/** Up to the release that gave each harness its shop but left its settings in the base. */
const BEFORE_OWN_OVERLAYS = MIGRATIONS.filter((m) => m.version < 13);
/** ...and the release that moved them (later ones have tests of their own: 014's floors). */
const THROUGH_OWN_OVERLAYS = MIGRATIONS.filter((m) => m.version <= 13);

/**
 * A harness written the way the studio wrote them before shops existed (createHarness of
 * release 007: harness row, draft entities, the two labels, one audit record).
 */
async function oldHarness(db: Db, id: string, shopId: string, shopName: string): Promise<void> {
  const document = harnessDocumentSchema.parse({
    ...sampleHarness,
    preferences: { ...sampleHarness.preferences, shopId, shopName },
  });
  await db.transaction(async (tx) => {
    const at = nowIso();
    await tx.run(
      `INSERT INTO harnesses (id, name, shop_id, archived, created_at, created_by, version_count)
       VALUES (?, ?, ?, 0, ?, 'old-admin', 0)`,
      [id, document.name, shopId, at],
    );
    await insertDraftEntities(tx, id, splitEntities(document), 'old-admin');
    for (const label of ['production', 'staging']) {
      await tx.run(
        'INSERT INTO labels (harness_id, name, updated_at, updated_by) VALUES (?, ?, ?, ?)',
        [id, label, at, 'old-admin'],
      );
    }
    await appendAudit(tx, {
      actor: 'old-admin',
      harnessId: id,
      action: 'harness.create',
      after: { id, shopId, contentHash: contentHash(document) },
    });
  });
}

/** A label move as release 007 wrote it (today's store may need later columns). */
async function pointLabel(db: Db, id: string, label: string, version: number): Promise<void> {
  const at = nowIso();
  await db.run('UPDATE labels SET version = ?, updated_at = ? WHERE harness_id = ? AND name = ?', [
    version,
    at,
    id,
    label,
  ]);
  await db.run(
    `INSERT INTO label_moves (harness_id, label, at, actor, reason, to_version)
     VALUES (?, ?, ?, 'old-admin', 'go', ?)`,
    [id, label, at, version],
  );
}

/** Every row the migration must keep, as it was. */
async function history(db: Db): Promise<unknown> {
  const all = (table: string, order: string) =>
    db.query(`SELECT * FROM ${table} ORDER BY ${order}`);
  return {
    harnesses: await all('harnesses', 'id'),
    draft: await all('draft_entities', 'harness_id, kind, entity_key'),
    versions: await all('versions', 'harness_id, number'),
    labels: await all('labels', 'harness_id, name'),
    moves: await all('label_moves', 'id'),
    audit: await all('audit_log', 'id'),
  };
}

describeEachDatabaseBefore('Migration 008: shops', BEFORE_SHOPS, (getDb) => {
  let db: Db;
  beforeAll(() => {
    db = getDb();
  });

  it('turns each single-shop harness into a base with its shop, losing nothing', async () => {
    await oldHarness(db, 'old-tea', 'old-tea-shop', '老茶铺');
    await oldHarness(db, 'old-cafe', 'old-cafe', 'Old Café');
    // Its history: two versions, a label move, a renamed shop in the draft.
    await createVersion(db, 'old-tea', { message: 'first', actor: 'old-admin' });
    const prefs = harnessDocumentSchema.parse(sampleHarness).preferences;
    await putEntity(
      db,
      'old-tea',
      'preferences',
      'preferences',
      { ...prefs, shopId: 'old-tea-shop', shopName: '老茶铺（新）' },
      { expectedRevision: 1, actor: 'old-merchant' },
    );
    await createVersion(db, 'old-tea', { message: 'renamed', actor: 'old-admin' });
    await pointLabel(db, 'old-tea', 'staging', 2);
    const before = await history(db);

    expect(await migrate(db, SHOPS)).toEqual([8, 9]);

    expect(await history(db)).toEqual(before);
    const tea = await listShops(db, 'old-tea');
    expect(tea.items).toEqual([
      expect.objectContaining({
        harnessId: 'old-tea',
        shopId: 'old-tea-shop',
        name: '老茶铺（新）',
        tags: [],
        overlayVersion: null,
      }),
    ]);
    const cafe = await listShops(db, 'old-cafe', { q: 'old caf' });
    expect(cafe.items.map((s) => [s.shopId, s.name])).toEqual([['old-cafe', 'Old Café']]);
    // No overlay: the shop runs the base as it is.
    const { overlay, version } = await currentOverlay(db, 'old-tea', 'old-tea-shop');
    expect(version).toBeNull();
    expect(overlay).toMatchObject({ preferences: {}, promotions: [], disabledSkills: [] });
  });

  it('lets the migrated base take more shops', async () => {
    const shop = await createShop(
      db,
      'old-tea',
      { shopId: 'second', name: '二店', tags: [] },
      'ops',
    );
    expect(shop.overlayVersion).toBeNull();
    expect((await listShops(db, 'old-tea')).items.map((s) => s.shopId)).toEqual([
      'old-tea-shop',
      'second',
    ]);
  });

  it('keeps overlay versions append-only', async () => {
    await db.run(
      `INSERT INTO overlay_versions (harness_id, shop_id, number, overlay, hash, message, created_at, created_by)
         VALUES ('old-tea', 'second', 1, '{}', 'h', '', 'now', 'x')`,
    );
    await expect(db.run('UPDATE overlay_versions SET message = ?', ['x'])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.run('DELETE FROM overlay_versions')).rejects.toThrow(/append-only/);
  });

  it('moves each own shop’s settings into its overlay (013): its host unchanged, history kept', async () => {
    // old-tea serves v1 in production; its merchant changed the tone since (unpublished).
    await pointLabel(db, 'old-tea', 'production', 1);
    const draft = await db.query<{ value: string; revision: number }>(
      "SELECT value, revision FROM draft_entities WHERE harness_id = 'old-tea' AND kind = 'preferences'",
    );
    const edited = { ...(JSON.parse(draft[0]!.value) as object), tone: 'energetic' };
    await putEntity(db, 'old-tea', 'preferences', 'preferences', edited, {
      expectedRevision: Number(draft[0]!.revision),
      actor: 'old-merchant',
    });
    // old-cafe never published, and its merchant already overrode the greeting.
    const cafeOwn = { ...emptyOverlay(), preferences: { greeting: '自己的欢迎语' } };
    await saveOverlay(db, 'old-cafe', 'old-cafe', cafeOwn, {
      expectedVersion: null,
      message: 'mine',
      actor: 'old-merchant',
    });
    const cafeBefore = (await currentOverlay(db, 'old-cafe', 'old-cafe')).shop.overlayVersion!;
    await migrate(db, BEFORE_OWN_OVERLAYS);
    const before = (await history(db)) as { audit: unknown[] } & Record<string, unknown>;
    const secondBefore = (await currentOverlay(db, 'old-tea', 'second')).shop.overlayVersion;

    expect(await migrate(db, THROUGH_OWN_OVERLAYS)).toEqual([13]);

    const after = (await history(db)) as typeof before;
    const { audit: auditBefore, ...restBefore } = before;
    const { audit: auditAfter, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    expect(auditAfter.slice(0, auditBefore.length)).toEqual(auditBefore);
    expect(auditAfter.slice(auditBefore.length)).toEqual([
      expect.objectContaining({
        action: 'overlay.update',
        entity: 'shop/old-cafe',
        actor: 'system',
      }),
      expect.objectContaining({
        action: 'overlay.update',
        entity: 'shop/old-tea-shop',
        actor: 'system',
      }),
    ]);

    // old-tea: production's settings (not the unpublished tone), so its host is unchanged.
    const v1 = await getVersionDocument(db, 'old-tea', 1);
    const tea = await currentOverlay(db, 'old-tea', 'old-tea-shop');
    expect(tea.version).toMatchObject({ number: 1, createdBy: 'system' });
    const { shopId: _id, shopName: _name, ...settings } = v1.preferences;
    expect(tea.overlay.preferences).toEqual(settings);
    const host = mergeOverlay(v1, tea.shop, tea.overlay).document;
    expect(host.preferences).toEqual({ ...v1.preferences, shopName: '老茶铺（新）' });
    // old-cafe: the draft's settings, under what it had overridden already.
    const cafe = await currentOverlay(db, 'old-cafe', 'old-cafe');
    expect(cafe.shop.overlayVersion).toBe(cafeBefore + 1);
    expect(cafe.overlay.preferences).toMatchObject({
      greeting: '自己的欢迎语',
      tone: 'friendly',
    });
    // Another shop on the base is not touched; a second run changes nothing.
    expect((await currentOverlay(db, 'old-tea', 'second')).shop.overlayVersion).toBe(secondBefore);
    expect(await migrate(db, THROUGH_OWN_OVERLAYS)).toEqual([]);
  });
});
