import fc from 'fast-check';
import type { LiveContext } from '../schema/live-context';
import { VIEWER_KINDS } from '../schema/promotion';
import { TIERS, entityId, line, money, word } from './text-arbitraries';

const product = fc.record(
  {
    id: entityId,
    name: line(3),
    price: money(0, 5_000),
    listPrice: money(0, 9_000),
    category: entityId,
    stock: fc.nat(1_000),
    highlights: fc.array(line(3), { maxLength: 3 }),
    specs: fc.dictionary(word, line(2), { maxKeys: 3 }),
  },
  { requiredKeys: ['id', 'name', 'price'] },
);

const viewer = fc.record(
  {
    id: entityId,
    nickname: line(2),
    kind: fc.constantFrom(...VIEWER_KINDS),
    memberTier: fc.constantFrom(...TIERS),
  },
  { requiredKeys: [] },
);

/** Instants around the December 2026 windows the document arbitrary generates. */
const now = fc
  .integer({ min: Date.UTC(2026, 10, 30), max: Date.UTC(2027, 0, 2) })
  .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString());

/** A valid live context; `promotionIds` are candidates for `activePromotionIds`. */
export function liveContextArbitrary(
  promotionIds: readonly string[] = [],
): fc.Arbitrary<LiveContext> {
  return fc.record(
    {
      product,
      viewer,
      now,
      activePromotionIds: fc.subarray([...promotionIds]),
      comments: fc.array(line(4), { maxLength: 4 }),
      variables: fc.dictionary(fc.stringMatching(/^custom\.[a-z]{1,3}$/), line(2), { maxKeys: 3 }),
    },
    { requiredKeys: [] },
  );
}
