import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabaseBefore } from '../../db/testing/describe-each-database';
import { harnessDocumentSchema } from '../../../src/harness';
import { emptyOverlay, mergeOverlay, type ShopOverlayInput } from '../../../src/harness/overlay';
import { shopOverlaySchema } from '../../../src/harness/overlay';
import { sampleHarness } from '../../../src/harness/sample';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { putEntity } from '../drafts/draft-store';
import { createHarness } from '../harnesses/harness-store';
import { createVersion, getVersionDocument } from '../versions/version-store';
import { floorRestore } from './floor-restore';
import { currentOverlay, saveOverlay } from './overlay-store';
import { createShop } from './shop-store';

// Migration 014: each saved overlay's floor lists become the shop's own additions,
// and base entries an old list had left out come back, audited, told on the shop page.

/** Every migration but 014, so the data below is written as the release before it left it. */
const ALL_BUT_FLOORS = MIGRATIONS.filter((m) => m.version !== 14);
const BASE_TOPICS = ['政治', '竞品价格', '医疗功效', '投资理财'];

/** Every row the migration must keep as it was (it only adds versions and audit records). */
async function kept(db: Db): Promise<unknown> {
  const all = (table: string, order: string) =>
    db.query(`SELECT * FROM ${table} ORDER BY ${order}`);
  return {
    harnesses: await all('harnesses', 'id'),
    draft: await all('draft_entities', 'harness_id, kind, entity_key'),
    versions: await all('versions', 'harness_id, number'),
    labels: await all('labels', 'harness_id, name'),
    overlays: await all('overlay_versions', 'harness_id, shop_id, number'),
  };
}

describeEachDatabaseBefore('Migration 014: floors', ALL_BUT_FLOORS, (getDb) => {
  let db: Db;
  beforeAll(() => {
    db = getDb();
  });

  const save = (harnessId: string, shopId: string, overlay: ShopOverlayInput) =>
    saveOverlay(db, harnessId, shopId, shopOverlaySchema.parse(overlay), {
      expectedVersion: null,
      message: 'old save',
      actor: 'old-merchant',
    });

  it('keeps each overlay’s additions, brings back the base entries it dropped, audited', async () => {
    // A base serving v1 in production; its draft has added a topic since (unpublished).
    const document = harnessDocumentSchema.parse(sampleHarness);
    await createHarness(db, { id: 'tea', document, actor: 'old-admin' });
    await createVersion(db, 'tea', { message: 'v1', actor: 'old-admin' });
    await db.run("UPDATE labels SET version = 1 WHERE harness_id = 'tea' AND name = 'production'");
    await putEntity(
      db,
      'tea',
      'preferences',
      'preferences',
      { ...document.preferences, forbiddenTopics: [...BASE_TOPICS, '草稿话题'] },
      { expectedRevision: 1, actor: 'old-admin' },
    );
    const shops = ['replaced', 'copied', 'subset', 'terms', 'untouched'];
    for (const shopId of shops) {
      await createShop(db, 'tea', { shopId, name: shopId, tags: [] }, 'ops');
    }
    // Old meaning: "my topics are these", replacing the platform's.
    await save('tea', 'replaced', { preferences: { forbiddenTopics: ['隔壁店铺'] } });
    // Migration 013's copy of the whole list, plus one of its own.
    await save('tea', 'copied', { preferences: { forbiddenTopics: [...BASE_TOPICS, '隔壁'] } });
    await save('tea', 'subset', { preferences: { forbiddenTopics: ['政治', '隔壁'] } });
    await save('tea', 'terms', {
      preferences: { brandTerms: [{ term: '店名', note: '' }], tone: 'calm' },
    });
    await save('tea', 'untouched', { preferences: { greeting: '你好' } });
    const before = (await kept(db)) as { overlays: unknown[] } & Record<string, unknown>;
    const [{ n: auditBefore }] = (await db.query<{ n: number }>(
      'SELECT MAX(id) AS n FROM audit_log',
    )) as [{ n: number }];

    expect(await migrate(db)).toEqual([14]);

    // Versions, labels and the draft as they were; overlay versions only added to.
    const after = (await kept(db)) as typeof before;
    const { overlays: overlaysBefore, ...restBefore } = before;
    const { overlays: overlaysAfter, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    expect(overlaysAfter).toEqual(expect.arrayContaining(overlaysBefore));
    const audit = await db.query<{ action: string; entity: string; actor: string }>(
      'SELECT action, entity, actor FROM audit_log WHERE id > ? ORDER BY entity',
      [Number(auditBefore)],
    );
    expect(audit).toEqual([
      { action: 'overlay.update', entity: 'shop/copied', actor: 'system' },
      { action: 'overlay.floor_restored', entity: 'shop/replaced', actor: 'system' },
      { action: 'overlay.floor_restored', entity: 'shop/subset', actor: 'system' },
      { action: 'overlay.floor_restored', entity: 'shop/terms', actor: 'system' },
    ]);

    const v1 = await getVersionDocument(db, 'tea', 1);
    const host = async (shopId: string) => {
      const { shop, overlay, version } = await currentOverlay(db, 'tea', shopId);
      return { version, overlay, doc: mergeOverlay(v1, shop, overlay).document };
    };
    // Its own topic kept, the platform's back (production's list, not the draft's).
    const replaced = await host('replaced');
    expect(replaced.version?.number).toBe(1);
    expect(replaced.doc.preferences.forbiddenTopics).toEqual([...BASE_TOPICS, '隔壁店铺']);
    expect(await floorRestore(db, 'tea', 'replaced', replaced.version)).toMatchObject({
      overlayVersion: 1,
      restored: { forbiddenTopics: BASE_TOPICS },
    });
    // The whole copy becomes the shop's one addition: same host, nothing restored.
    const copied = await host('copied');
    expect(copied.version).toMatchObject({ number: 2, createdBy: 'system' });
    expect(copied.overlay.preferences).toEqual({ forbiddenTopics: ['隔壁'] });
    expect(copied.doc.preferences.forbiddenTopics).toEqual([...BASE_TOPICS, '隔壁']);
    expect(await floorRestore(db, 'tea', 'copied', copied.version)).toBeNull();
    const subset = await host('subset');
    expect(subset.version).toMatchObject({ number: 2, createdBy: 'system' });
    expect(subset.overlay.preferences).toEqual({ forbiddenTopics: ['隔壁'] });
    expect(await floorRestore(db, 'tea', 'subset', subset.version)).toMatchObject({
      overlayVersion: 2,
      restored: { forbiddenTopics: BASE_TOPICS.slice(1) },
    });
    // Brand terms too; the rest of the overlay (its tone) keeps its meaning.
    const terms = await host('terms');
    expect(terms.overlay.preferences).toEqual({
      brandTerms: [{ term: '店名', note: '' }],
      tone: 'calm',
    });
    expect(terms.doc.preferences.brandTerms.map((b) => b.term)).toEqual([
      ...document.preferences.brandTerms.map((b) => b.term),
      '店名',
    ]);
    expect(await floorRestore(db, 'tea', 'terms', terms.version)).toMatchObject({
      restored: { brandTerms: document.preferences.brandTerms.map((b) => b.term) },
    });
    const untouched = await host('untouched');
    expect(untouched.version).toMatchObject({ number: 1, createdBy: 'old-merchant' });
    expect(untouched.overlay).toEqual({ ...emptyOverlay(), preferences: { greeting: '你好' } });

    // A second run changes nothing; a later save of the shop ends the notice.
    expect(await migrate(db)).toEqual([]);
    const next = await saveOverlay(db, 'tea', 'subset', subset.overlay, {
      expectedVersion: 2,
      message: 'mine',
      actor: 'merchant',
    });
    expect(next.created).toBe(false);
    const saved = await saveOverlay(
      db,
      'tea',
      'subset',
      { ...subset.overlay, variables: { 'service.hotline': '1' } },
      { expectedVersion: 2, message: 'mine', actor: 'merchant' },
    );
    expect(await floorRestore(db, 'tea', 'subset', saved.version)).toBeNull();
  });
});
