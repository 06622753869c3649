import { z } from 'zod';
import { targetSchema } from '../../../src/harness/target';
import { shopIdSchema, shopTagSchema } from '../../../src/harness/schema/shop';
import { harnessParams, pageQuery, versionNumberParam } from '../shared/params';

/** `GET /harnesses/{id}/shops/{shopId}`: declared in the core, with the shop records. */
export { shopDetailSchema } from '../../../src/harness/overlay';

export const shopParams = harnessParams.extend({ shopId: shopIdSchema });

export const overlayVersionParams = shopParams.extend({ n: versionNumberParam });

/** `?q=&tag=&cursor=&limit=`: search by a part of the id or name, filter by one tag. */
export const listShopsQuery = pageQuery.extend({
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
  tag: shopTagSchema.optional(),
});

export const mergedQuery = z.strictObject({ source: targetSchema.default('draft') });
