import { z } from 'zod';
import { toPointer, type Diagnostic } from '../diagnostics';
import { friendlyErrors } from '../error-messages';
import { issuesToDiagnostics } from '../parse';
import { shopSchema, type Shop } from '../schema/shop';

/** The most shops one batch may create or update: one transaction, answered in well under a second. */
export const SHOP_BATCH_LIMIT = 1_000;

/** `POST /harnesses/{id}/shops/batch` as the OpenAPI document shows it. */
export const shopBatchBodySchema = z.strictObject({
  items: z.array(shopSchema).min(1).max(SHOP_BATCH_LIMIT),
});

/**
 * The same body as the route reads it: each item is checked on its own (`checkShopBatch`),
 * so every bad item gets its own pointer and the answer is 422, never a first-error 400.
 */
export const shopBatchEnvelopeSchema = z.strictObject({
  items: z
    .array(z.unknown())
    .min(1, 'Send at least one shop.')
    .max(SHOP_BATCH_LIMIT, `Send at most ${SHOP_BATCH_LIMIT} shops a batch.`),
});

export const shopBatchChangeSchema = z.enum(['new', 'updated', 'unchanged']);
export type ShopBatchChange = z.infer<typeof shopBatchChangeSchema>;

/** What a batch did (or, with `?dryRun=true`, would do): counts, and each item's change in order. */
export const shopBatchResultSchema = z.object({
  created: z.int().nonnegative(),
  updated: z.int().nonnegative(),
  unchanged: z.int().nonnegative(),
  changes: z.array(shopBatchChangeSchema),
  dryRun: z.boolean(),
});

/** `?dryRun=true`: check and compare with the stored shops, write nothing (the import's preview). */
export const shopBatchQuerySchema = z.strictObject({
  dryRun: z.enum(['true', 'false']).optional(),
});
export type ShopBatchResult = z.infer<typeof shopBatchResultSchema>;

export type ShopBatchCheck = { ok: true; shops: Shop[] } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Checks every item of a batch (the server before writing, the CSV import before sending):
 * each as a shop, at `/items/<i>/...`, and a shop id given twice at the later one
 * (`shop.duplicate`, `params.first` the earlier index).
 */
export function checkShopBatch(items: readonly unknown[]): ShopBatchCheck {
  const diagnostics: Diagnostic[] = [];
  const shops: Shop[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const parsed = shopSchema.safeParse(item, { error: friendlyErrors });
    if (!parsed.success) {
      diagnostics.push(...issuesToDiagnostics(parsed.error.issues, ['items', i]));
      return;
    }
    const first = seen.get(parsed.data.shopId);
    if (first !== undefined) {
      // A request-level code like `shop.unknown` (said from the problem catalog), not a
      // document diagnostic: no harness field is wrong.
      diagnostics.push({
        pointer: toPointer(['items', i, 'shopId']),
        severity: 'error',
        code: 'shop.duplicate',
        params: { id: parsed.data.shopId, first },
        message: `The shop "${parsed.data.shopId}" is already item ${first} of this batch.`,
      });
      return;
    }
    seen.set(parsed.data.shopId, i);
    shops.push({ ...parsed.data, tags: [...new Set(parsed.data.tags)] });
  });
  return diagnostics.length > 0 ? { ok: false, diagnostics } : { ok: true, shops };
}

/** What an item does to the shop stored under its id (absent: none yet). */
export function shopBatchChange(
  shop: Pick<Shop, 'name' | 'tags'>,
  stored: Pick<Shop, 'name' | 'tags'> | undefined,
): ShopBatchChange {
  if (!stored) return 'new';
  const same =
    shop.name === stored.name && JSON.stringify(shop.tags) === JSON.stringify(stored.tags);
  return same ? 'unchanged' : 'updated';
}
