/**
 * Fills a studio database for the shops bench: the sample base with versions 1 (seeded) and 2,
 * `production` on 1, and N shops (every tenth tagged `vip`, the sample's VIP campaign's
 * tag), each with one saved overlay version. Everything goes through the stores, as the API
 * would write it.
 */
import type { Db } from '../../server/db/db';
import { seedSampleHarness, SAMPLE_HARNESS_ID } from '../../server/seed-sample';
import { createVersion } from '../../server/modules/versions/version-store';
import { moveLabel } from '../../server/modules/labels/label-store';
import { importShops } from '../../server/modules/shops/shop-store';
import { saveOverlay } from '../../server/modules/shops/overlay-store';
import { shopOverlaySchema, type ShopOverlay } from '../../src/harness/overlay';
import type { Shop } from '../../src/harness/schema/shop';

export const HARNESS = SAMPLE_HARNESS_ID;

export const shopIdOf = (i: number) => `shop-${String(i).padStart(5, '0')}`;

/** A merchant's usual overlay: its voice and terms, and every third shop its own coupon. */
export function overlayOf(i: number): ShopOverlay {
  const tones = ['friendly', 'professional', 'energetic', 'calm'] as const;
  return shopOverlaySchema.parse({
    preferences: {
      tone: tones[i % tones.length],
      greeting: `欢迎来到第${i}号茶铺，喝茶聊天都欢迎。`,
      forbiddenTopics: ['竞品价格'],
      brandTerms: [{ term: `第${i}号茶铺`, note: '店名，照原样念。' }],
    },
    promotions:
      i % 3 === 0
        ? [
            {
              id: `own-coupon-${i}`,
              type: 'coupon',
              name: `第${i}号茶铺满199减15`,
              scope: { kind: 'all', ids: [] },
              window: {
                start: '2026-12-12T00:00',
                end: '2026-12-13T00:00',
                timeZone: 'Asia/Shanghai',
              },
              stacking: 'stackable',
              code: `SHOP${i}`,
              amount: 15,
              minSpend: 199,
            },
          ]
        : [],
  });
}

export interface Populated {
  /** Wall time of each overlay save (ms), in order. */
  saveMs: number[];
}

/** Runs `fn` over `items` with at most `width` at a time. */
async function pool<T>(items: T[], width: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

/**
 * Shops `from` to `shops - 1` (the base is seeded when `from` is 0), so one database grows
 * from one scale to the next.
 */
export async function populate(db: Db, shops: number, from = 0): Promise<Populated> {
  if (from === 0) {
    await seedSampleHarness(db);
    // The seeded sample already has v1 on production (its history); v2 is its draft, which
    // differs from v1 by the pending promotion change.
    await createVersion(db, HARNESS, { message: 'bench 2', actor: 'bench' });
    await moveLabel(db, HARNESS, 'production', { version: 1, reason: 'bench', actor: 'bench' });
  }
  const list: Shop[] = Array.from({ length: shops - from }, (_, k) => from + k).map((i) => ({
    shopId: shopIdOf(i),
    name: `第${i}号茶铺`,
    tags: i % 10 === 0 ? ['vip'] : [],
  }));
  await db.transaction((tx) => importShops(tx, HARNESS, list, 'bench'));
  const saveMs: number[] = [];
  // SQLite has one writer; PostgreSQL takes several saves at once, as many merchants would.
  await pool(
    list.map((_, k) => from + k),
    db.dialect === 'postgres' ? 8 : 1,
    async (i) => {
      const t0 = performance.now();
      await saveOverlay(db, HARNESS, shopIdOf(i), overlayOf(i), {
        expectedVersion: null,
        message: 'bench',
        actor: 'bench',
      });
      saveMs.push(performance.now() - t0);
    },
  );
  return { saveMs };
}
