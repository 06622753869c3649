import type { Promotion, Skill } from '../../../harness';
import { DEFAULT_TIME_ZONE } from '../../../harness/schema/settings';

/** A free id like `shop-promotion-2`, so a new entry never clashes with the one before. */
function freeId(prefix: string, taken: readonly { id: string }[]): string {
  const ids = new Set(taken.map((x) => x.id));
  for (let n = 1; ; n++) {
    const id = n === 1 ? prefix : `${prefix}-${n}`;
    if (!ids.has(id)) return id;
  }
}

/** A new coupon of the shop's own, tonight in the platform's usual zone: a start to edit. */
export function newShopPromotion(taken: readonly Promotion[]): Promotion {
  return {
    id: freeId('shop-coupon', taken),
    name: '',
    type: 'coupon',
    code: '',
    amount: 10,
    minSpend: 0,
    scope: { kind: 'all', ids: [] },
    window: { start: '', end: '', timeZone: DEFAULT_TIME_ZONE },
    stacking: 'stackable',
    eligibility: { viewers: ['new', 'returning', 'member'], memberTiers: [] },
    quota: {},
    enabled: true,
  };
}

/** A new skill only this shop has. */
export function newShopSkill(taken: readonly Skill[]): Skill {
  return {
    id: freeId('shop-skill', taken),
    name: '',
    description: '',
    instructions: '',
    allowedTools: [],
    enabled: true,
  };
}
