import type { HarnessDocumentInput } from '../src/harness';
import { sampleHarness } from '../src/harness/sample';
import type { ShopOverlayInput } from '../src/harness/overlay';
import type { Shop } from '../src/harness/schema/shop';

/** The VIP campaign: the sample's members' discount, aimed at shops tagged `vip`. */
export const SAMPLE_VIP_CAMPAIGN = 'member-95';

const own = sampleHarness.preferences!;

/** The sample's brand terms that name its shop, not every shop's. */
const namesShop = (b: { term: string }) => b.term.includes('山岚');

/**
 * What is the sample shop's own and not every shop's: its greeting names it, and so does its
 * first brand term. They live in its overlay (brand terms are a floor: the overlay holds only
 * the shop's own, the base's come with the merge); the base keeps a greeting any shop can say.
 */
const ownSettings = {
  greeting: own.greeting,
  brandTerms: own.brandTerms!.filter(namesShop),
} satisfies NonNullable<ShopOverlayInput['preferences']>;

/**
 * The sample base: the sample harness with the platform's default preferences (no shop's name
 * in them) and one campaign scoped to a tag. The draft keeps the sample's four promotions; a
 * shop's host gets the campaign only when the shop has the tag.
 */
export function sampleBase(): HarnessDocumentInput {
  return {
    ...sampleHarness,
    preferences: {
      ...own,
      greeting: '欢迎来到直播间～双十二好茶好价，喜欢的宝宝点个关注！',
      brandTerms: own.brandTerms!.filter((b) => !namesShop(b)),
    },
    promotions: sampleHarness.promotions!.map((p) =>
      p.id === SAMPLE_VIP_CAMPAIGN ? { ...p, shops: { kind: 'tag', tag: 'vip' } } : p,
    ),
  };
}

/** The sample's shops: its own first (already there), then two more on the same base. */
export const SAMPLE_SHOPS: { shop: Shop; overlay?: ShopOverlayInput }[] = [
  {
    shop: { shopId: own.shopId, name: own.shopName, tags: ['tea', 'flagship'] },
    overlay: { preferences: ownSettings },
  },
  {
    shop: { shopId: 'qingshan-tea', name: '青山茶铺', tags: ['tea'] },
    overlay: {
      preferences: {
        tone: 'calm',
        greeting: '欢迎来到青山茶铺，慢慢喝茶，慢慢聊。',
        brandTerms: [{ term: '青山茶铺', note: '店名，不要写成"青山茶社"。' }],
      },
      promotions: [
        {
          id: 'qingshan-coupon',
          type: 'coupon',
          name: '青山茶铺满199减15券',
          scope: { kind: 'all', ids: [] },
          window: { start: '2026-12-12T00:00', end: '2026-12-13T00:00', timeZone: 'Asia/Shanghai' },
          stacking: 'stackable',
          code: 'QINGSHAN15',
          amount: 15,
          minSpend: 199,
        },
      ],
    },
  },
  { shop: { shopId: 'jinye-teahouse', name: '金叶茶馆', tags: ['vip'] } },
];
