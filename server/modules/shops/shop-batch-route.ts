import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { unprocessable } from '../../http/problem';
import { canManageShops } from '../../auth/roles';
import {
  checkShopBatch,
  shopBatchBodySchema,
  shopBatchEnvelopeSchema,
  shopBatchQuerySchema,
  shopBatchResultSchema,
} from '../../../src/harness/overlay';
import { harnessParams } from '../shared/params';
import { requireRole, visibleHarness } from '../shared/access';
import { writable } from './shop-access';
import { applyShopBatch } from './shop-batch';

const PATH = '/harnesses/:id/shops/batch';
const SUMMARY =
  'Create or update up to 1,000 shops at once, all or nothing (ops, engineers, admins); 422 with a pointer at each bad item';
const RESPONSES = {
  200: {
    description: 'How many were created, updated and left as they were',
    schema: shopBatchResultSchema,
  },
  422: { description: 'Some items are not shops (`/items/<i>/...`); nothing written' },
};

/**
 * `POST /harnesses/{id}/shops/batch` (a path segment, not `shops:batch`: a colon in a Hono
 * path starts a parameter).
 */
export const shopBatchRoute: ApiModule = (api, deps) => {
  defineRoute(
    api,
    {
      method: 'post',
      path: PATH,
      summary: SUMMARY,
      tag: 'shops',
      params: harnessParams,
      query: shopBatchQuerySchema,
      body: shopBatchEnvelopeSchema,
      responses: RESPONSES,
      // The contract is the typed body; the route reads items loosely to point at each bad one.
      documentAs: [
        {
          path: PATH,
          summary: SUMMARY,
          params: harnessParams,
          body: shopBatchBodySchema,
          responses: RESPONSES,
        },
      ],
    },
    async (c, { params, query, body }) => {
      writable(await visibleHarness(c, params.id));
      requireRole(canManageShops(c.var.actor), 'add or change shops');
      const checked = checkShopBatch(body.items);
      if (!checked.ok) {
        const bad = new Set(checked.diagnostics.map((d) => d.pointer.split('/')[2])).size;
        throw unprocessable(
          `${bad} of ${body.items.length} items are not valid shops; nothing was written.`,
          checked.diagnostics,
        );
      }
      return c.json(
        await applyShopBatch(
          deps.db,
          params.id,
          checked.shops,
          c.var.actor.id,
          query.dryRun === 'true',
        ),
      );
    },
  );
};
