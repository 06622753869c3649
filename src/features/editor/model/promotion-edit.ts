import type { Promotion, PromotionType, ShopScope } from '../../../harness';

/** Fields that belong to one type only: dropped when the type changes. */
const TYPE_FIELDS = ['threshold', 'discount', 'code', 'amount', 'minSpend', 'price', 'percentOff'];

/** The promotion as another type: the old type's own fields go, the shared ones stay. */
export function withType(p: Promotion, type: PromotionType): Promotion {
  const rest = Object.fromEntries(Object.entries(p).filter(([k]) => !TYPE_FIELDS.includes(k)));
  return { ...rest, type } as Promotion;
}

/** Every shop is the default: "all" is stored as no scope, as before shops existed. */
export function withShops(p: Promotion, shops: ShopScope | undefined): Promotion {
  const { shops: _old, ...rest } = p;
  return (shops && shops.kind !== 'all' ? { ...rest, shops } : rest) as Promotion;
}
