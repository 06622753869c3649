import type { HarnessDocument } from '../schema/document';
import { reachesShop, type Shop } from '../schema/shop';
import type { ShopOverlay } from './overlay-schema';

/** Where each merged list entry came from, for layer attribution. */
export interface MergeOrigins {
  /** Per merged promotion: `base` with its index there, or `overlay` with its index. */
  promotions: Origin[];
  skills: Origin[];
}
export type Origin = { layer: 'base' | 'overlay'; index: number };

/**
 * The document a shop's host runs: the base with the overlay merged in by MERGE_RULES.
 * Campaigns reach the shop by their scope (and lose it: the host needs no scope); the
 * overlay's own promotions and skills come after the base's; switched-off base skills stay
 * listed but disabled, so ids in hooks and cases still resolve.
 */
export function mergeOverlay(
  base: HarnessDocument,
  shop: Pick<Shop, 'shopId' | 'name' | 'tags'>,
  overlay: ShopOverlay,
): { document: HarnessDocument; origins: MergeOrigins } {
  const promotions: HarnessDocument['promotions'] = [];
  const promotionOrigins: Origin[] = [];
  base.promotions.forEach((p, index) => {
    if (!reachesShop(p.shops, shop)) return;
    const { shops: _scope, ...rest } = p;
    promotions.push(rest);
    promotionOrigins.push({ layer: 'base', index });
  });
  overlay.promotions.forEach((p, index) => {
    promotions.push(p);
    promotionOrigins.push({ layer: 'overlay', index });
  });
  const off = new Set(overlay.disabledSkills);
  const skills = [
    ...base.skills.map((s) => (off.has(s.id) ? { ...s, enabled: false } : s)),
    ...overlay.extraSkills,
  ];
  const variables = base.prompt.variables.map((v) =>
    overlay.variables[v.name] === undefined ? v : { ...v, default: overlay.variables[v.name]! },
  );
  const document: HarnessDocument = {
    ...base,
    prompt: { ...base.prompt, variables },
    skills,
    preferences: {
      ...base.preferences,
      shopName: shop.name,
      ...overlay.preferences,
      shopId: shop.shopId,
    },
    promotions,
  };
  return {
    document,
    origins: {
      promotions: promotionOrigins,
      skills: [
        ...base.skills.map((_, index) => ({ layer: 'base' as const, index })),
        ...overlay.extraSkills.map((_, index) => ({ layer: 'overlay' as const, index })),
      ],
    },
  };
}
