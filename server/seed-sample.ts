import type { Db } from './db/db';
import { Conflict } from './db/store-errors';
import { sampleSuite } from '../src/harness/sample/suite';
import { testSuiteSchema } from '../src/harness/evaluation';
import { createHarness, listHarnesses } from './modules/harnesses/harness-store';
import { importCases } from './modules/test-suites/test-case-store';
import { createShop, updateShop } from './modules/shops/shop-store';
import { saveOverlay } from './modules/shops/overlay-store';
import { shopOverlaySchema } from '../src/harness/overlay';
import { SYSTEM_NOTES } from '../src/harness/sample/system-notes';
import { SAMPLE_SHOPS, sampleBase } from './sample-shops';
import { seedSampleHistory } from './sample-history';

export const SAMPLE_HARNESS_ID = 'sample';

/**
 * On first start (no harness at all) a new user finds a working example, with the QA suite
 * that ships with it (so its production label is gated, like a real harness) and a history:
 * v1 on production and staging, a change pending in the draft (`sample-history.ts`).
 */
export async function seedSampleHarness(db: Db): Promise<void> {
  const existing = await listHarnesses(db, { limit: 1, archived: 'any' });
  if (existing.items.length > 0) return;
  const { cases } = testSuiteSchema.parse(sampleSuite);
  try {
    // One transaction: a sample is never left without its suite.
    await db.transaction(async (tx) => {
      await createHarness(tx, { id: SAMPLE_HARNESS_ID, document: sampleBase(), actor: 'system' });
      await importCases(tx, SAMPLE_HARNESS_ID, cases, 'merge', 'system');
      await seedShops(tx);
      // Last: v1 freezes the whole draft, then the pending change lands on top of it.
      await seedSampleHistory(tx, SAMPLE_HARNESS_ID);
    });
  } catch (err) {
    // Another instance on the same database seeded it first.
    if (!(err instanceof Conflict)) throw err;
  }
}

/**
 * The sample is a base with three shops: its own (its greeting and brand terms in its overlay),
 * a calm tea shop with a coupon, a VIP one.
 */
async function seedShops(tx: Db): Promise<void> {
  for (const [i, { shop, overlay }] of SAMPLE_SHOPS.entries()) {
    // The first is the base's own shop, made with the harness.
    if (i === 0)
      await updateShop(tx, SAMPLE_HARNESS_ID, shop.shopId, { tags: shop.tags }, 'system');
    else await createShop(tx, SAMPLE_HARNESS_ID, shop, 'system');
    if (!overlay) continue;
    await saveOverlay(tx, SAMPLE_HARNESS_ID, shop.shopId, shopOverlaySchema.parse(overlay), {
      expectedVersion: null,
      message: SYSTEM_NOTES.shopOwnSettings,
      actor: 'system',
    });
  }
}
