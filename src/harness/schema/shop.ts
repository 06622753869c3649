import { z } from 'zod';
import { formatHint } from './format-hints';

/** A shop's id: the same rule as `preferences.shopId`, which a merged document carries. */
export const SHOP_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const shopIdSchema = z
  .string()
  .regex(
    SHOP_ID_PATTERN,
    formatHint({ kind: 'slug' }, 'Use lowercase letters, digits and hyphens.'),
  );

/** A label ops give shops to aim a campaign at a group (`tea`, `tier-a`). */
export const shopTagSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'Use up to 32 lowercase letters, digits and hyphens.');

/** A shop on a base harness: who it is and the tags campaigns aim at. */
export const shopSchema = z.strictObject({
  shopId: shopIdSchema,
  name: z.string().min(1, 'Write the shop name.').max(100),
  tags: z
    .array(shopTagSchema)
    .max(20)
    .refine((t) => new Set(t).size === t.length, 'Give each tag once.')
    .default([]),
});
export type Shop = z.infer<typeof shopSchema>;
export type ShopInput = z.input<typeof shopSchema>;

/**
 * Which shops a base (campaign) promotion reaches: every shop, a list, or the shops with a
 * tag. Absent means every shop, so a harness written before shops existed is unchanged.
 */
export const shopScopeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('all') }),
    z.strictObject({
      kind: z.literal('list'),
      shops: z
        .array(shopIdSchema)
        .min(1, 'Name at least one shop, or reach all of them.')
        .max(10_000),
    }),
    z.strictObject({ kind: z.literal('tag'), tag: shopTagSchema }),
  ],
  { error: 'Choose who the campaign reaches: all, list or tag.' },
);
export type ShopScope = z.infer<typeof shopScopeSchema>;

/** Whether a campaign with this scope reaches the shop. */
export function reachesShop(scope: ShopScope | undefined, shop: Pick<Shop, 'shopId' | 'tags'>) {
  if (!scope || scope.kind === 'all') return true;
  if (scope.kind === 'list') return scope.shops.includes(shop.shopId);
  return shop.tags.includes(scope.tag);
}
