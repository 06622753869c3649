import { expect, it } from 'vitest';
import { compileTools } from '../../../src/harness/compile';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { harnessDocumentSchema } from '../../../src/harness/schema/document';
import {
  emptyOverlay,
  mergeOverlay,
  type ShopOverlayInput,
  type ShopRecord,
} from '../../../src/harness/overlay';
import { sampleSkills } from '../../../src/harness/sample/skills';
import type { Db } from '../../db/db';
import { describeEachDatabase, uniqueId } from '../../db/testing/describe-each-database';
import { createHarness } from '../harnesses/harness-store';
import { createVersion, getVersion } from '../versions/version-store';
import { getOverlayVersion, getShop } from '../shops/shop-store';
import { sampleBase } from '../../sample-shops';
import { ShopDeliveryCache } from './shop-cache';
import { addShop, putOverlay } from './shop-testing';

const SHOPS = 45;

/** Nine kinds of overlay, from none to one touching every part a shop may change. */
function overlayOf(i: number): ShopOverlayInput | null {
  const coupon: NonNullable<ShopOverlayInput['promotions']>[number] = {
    id: `own-${i}`,
    type: 'coupon',
    name: `第${i}号店满199减15`,
    scope: { kind: 'all', ids: [] },
    window: { start: '2026-12-12T00:00', end: '2026-12-13T00:00', timeZone: 'Asia/Shanghai' },
    stacking: 'stackable',
    code: `SHOP${i}`,
    amount: 15,
    minSpend: 199,
  };
  const extra = { ...sampleSkills[0]!, id: `own-skill-${i}`, name: `第${i}号店的问答` };
  const kinds: (ShopOverlayInput | null)[] = [
    null,
    { preferences: { tone: 'calm' } },
    // Nested: a brand term object and a topic added to the base's floor lists.
    {
      preferences: {
        brandTerms: [{ term: `第${i}号店`, note: '店名，照原样念。' }],
        forbiddenTopics: ['竞品价格'],
      },
    },
    { promotions: [coupon] },
    { disabledSkills: ['greeting'] },
    { extraSkills: [extra] },
    { variables: { 'service.hotline': `400-000-${String(i).padStart(4, '0')}` } },
    { bannedWords: ['最便宜'] },
    {
      preferences: { tone: 'energetic', greeting: `欢迎来到第${i}号店！` },
      promotions: [coupon],
      extraSkills: [extra],
      disabledSkills: ['after-sales'],
      bannedWords: ['绝对'],
    },
  ];
  return kinds[i % kinds.length]!;
}

/**
 * The body as delivery made it before shops were spliced into their base's pieces: the whole
 * merged document and tools as one JSON text (the old serialiser wrote JSON.stringify's bytes).
 */
async function oldBody(db: Db, shop: ShopRecord, version: number): Promise<string> {
  const base = await getVersion(db, shop.harnessId, version);
  const overlay =
    shop.overlayVersion === null
      ? null
      : await getOverlayVersion(db, shop.harnessId, shop.shopId, shop.overlayVersion);
  const { document } = mergeOverlay(base.document, shop, overlay?.overlay ?? emptyOverlay());
  return JSON.stringify({
    harnessId: shop.harnessId,
    version: base.number,
    contentHash: base.contentHash,
    createdAt: base.createdAt,
    shop: {
      shopId: shop.shopId,
      name: shop.name,
      tags: shop.tags,
      overlayVersion: overlay?.number ?? null,
      overlayHash: overlay?.hash ?? null,
      documentHash: contentHash(document),
    },
    document,
    tools: compileTools(document),
  });
}

describeEachDatabase("a shop's spliced body", (getDb) => {
  it('is byte for byte the body the whole-copy path served, for every kind of shop', async () => {
    const db = getDb();
    const id = uniqueId('splice');
    const document = sampleBase();
    // Skills on demand: the compiled tools list the enabled skills, so a shop's skills change them.
    document.settings = { ...document.settings, skillDisclosure: 'on_demand' };
    await createHarness(db, { id, document, actor: 'test' });
    for (const message of ['1', '2']) await createVersion(db, id, { message, actor: 'test' });
    for (let i = 0; i < SHOPS; i++) {
      // Every fourth shop tagged vip: the base's VIP campaign reaches it.
      await addShop(db, id, { shopId: `s-${i}`, name: `第${i}号店`, tags: i % 4 ? [] : ['vip'] });
      const overlay = overlayOf(i);
      if (overlay) await putOverlay(db, id, `s-${i}`, overlay, null);
    }
    const cache = new ShopDeliveryCache(db);
    const toolsDiffer = new Set<boolean>();
    for (const version of [1, 2]) {
      const baseTools = JSON.stringify(compileTools((await getVersion(db, id, version)).document));
      for (let i = 0; i < SHOPS; i++) {
        const shop = await getShop(db, id, `s-${i}`);
        const expected = await oldBody(db, shop, version);
        const served = await cache.body(shop, version);
        expect(served.bytes.toString('utf8'), `shop s-${i} on v${version}`).toBe(expected);
        expect(cache.cachedBody(shop, version)?.bytes.equals(served.bytes)).toBe(true);
        const parsed = JSON.parse(expected) as {
          shop: { documentHash: string };
          document: unknown;
          tools: unknown;
        };
        // The hash a client checks covers the merged document it received.
        const merged = harnessDocumentSchema.parse(parsed.document);
        expect(contentHash(merged)).toBe(parsed.shop.documentHash);
        toolsDiffer.add(JSON.stringify(parsed.tools) !== baseTools);
      }
    }
    // Both kinds were met: shops whose tools are the base's and shops whose skills change them.
    expect(toolsDiffer).toEqual(new Set([true, false]));
  });
});
