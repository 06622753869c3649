import { z } from 'zod';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { diffHarness } from '../../../src/harness/diff';
import { diffResultSchema } from '../../../src/harness/diff/diff-schema';
import { quoteChanges } from '../../../src/harness/diff/quote-changes';
import {
  productContextSchema,
  type ProductContext,
} from '../../../src/harness/schema/live-context';
import { harnessParams } from '../shared/params';
import { visibleHarness } from '../shared/access';
import { targetSchema } from '../../../src/harness/target';
import { loadSource } from '../shared/source';
import { listCases } from '../test-suites/test-case-store';
import type { Db } from '../../db/db';

const diffQuery = z.strictObject({ from: targetSchema, to: targetSchema });

/** The products on screen in the harness's test cases: prices and categories fixtures lack. */
async function caseProducts(db: Db, harnessId: string): Promise<ProductContext[]> {
  const out: ProductContext[] = [];
  for (const c of await listCases(db, harnessId)) {
    const product = productContextSchema.safeParse(c.context?.product);
    if (product.success) out.push(product.data);
  }
  return out;
}

export const diffModule: ApiModule = (api) => {
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/diff',
      summary:
        'Structural diff between two states (draft, version number, label:<name>), and what the host may quote per product before and after',
      tag: 'versions',
      params: harnessParams,
      query: diffQuery,
      responses: {
        200: {
          description:
            'Changes by entity, with text diffs inside changed fields; `prices`: the figures the host may say per product at the times changed promotions touch',
          schema: diffResultSchema,
        },
      },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const { db } = c.var.deps;
      const [before, after, products] = await Promise.all([
        loadSource(c, params.id, query.from),
        loadSource(c, params.id, query.to),
        caseProducts(db, params.id),
      ]);
      return c.json({
        from: query.from,
        to: query.to,
        ...diffHarness(before, after),
        prices: quoteChanges(before, after, { products }),
      });
    },
  );
};
