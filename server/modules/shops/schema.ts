import { z } from 'zod';
import { targetSchema } from '../../../src/harness/target';
import { shopOverlaySchema, shopRecordSchema } from '../../../src/harness/overlay';
import { shopIdSchema, shopTagSchema } from '../../../src/harness/schema/shop';
import { harnessParams, pageQuery, versionNumberParam } from '../shared/params';

export const shopParams = harnessParams.extend({ shopId: shopIdSchema });

export const overlayVersionParams = shopParams.extend({ n: versionNumberParam });

/** `?q=&tag=&cursor=&limit=`: search by a part of the id or name, filter by one tag. */
export const listShopsQuery = pageQuery.extend({
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
  tag: shopTagSchema.optional(),
});

export const mergedQuery = z.strictObject({ source: targetSchema.default('draft') });

/** `GET /harnesses/{id}/shops/{shopId}`: the shop and the overlay its host runs. */
export const shopDetailSchema = z.object({
  shop: shopRecordSchema,
  overlay: shopOverlaySchema,
  /** The version a save names in If-Match; null: none saved yet (send If-None-Match: *). */
  overlayVersion: z.int().nullable(),
});
