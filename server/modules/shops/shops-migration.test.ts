import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contentHash, harnessDocumentSchema, splitEntities } from '../../../src/harness';
import { sampleHarness } from '../../../src/harness/sample';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { openPostgres } from '../../db/postgres-db';
import { openSqlite } from '../../db/sqlite-db';
import { nowIso } from '../../db/clock';
import { appendAudit } from '../audit/audit-store';
import { insertDraftEntities, putEntity } from '../drafts/draft-store';
import { moveLabel } from '../labels/label-store';
import { createVersion } from '../versions/version-store';
import { currentOverlay } from './overlay-store';
import { createShop, listShops } from './shop-store';

const BEFORE_SHOPS = MIGRATIONS.filter((m) => m.version < 8);

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

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const pgUrl = (inject('postgresUrl') as string | null | undefined) ?? null;

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !pgUrl)(`Migration 008: shops [${dialect}]`, () => {
    let db: Db;
    let cleanup = async () => {};

    beforeAll(async () => {
      if (dialect === 'sqlite') {
        const dir = mkdtempSync(join(tmpdir(), 'hs-shops-'));
        db = openSqlite(join(dir, 'studio.db'));
        cleanup = async () => rmSync(dir, { recursive: true, force: true });
      } else {
        const name = `hs_test_${randomBytes(6).toString('hex')}`;
        await adminQuery(pgUrl!, `CREATE DATABASE ${name}`);
        const url = new URL(pgUrl!);
        url.pathname = `/${name}`;
        db = openPostgres(url.toString());
        cleanup = () => adminQuery(pgUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
      await migrate(db, BEFORE_SHOPS);
    });

    afterAll(async () => {
      await db?.close();
      await cleanup();
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
      await moveLabel(db, 'old-tea', 'staging', { version: 2, reason: 'try', actor: 'old-admin' });
      const before = await history(db);

      expect(await migrate(db)).toEqual(
        MIGRATIONS.filter((m) => m.version >= 8).map((m) => m.version),
      );

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
  });
}
