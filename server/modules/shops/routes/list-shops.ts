import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { shopPageSchema } from '../../../../src/harness/overlay';
import { harnessParams } from '../../shared/params';
import { visibleHarness } from '../../shared/access';
import { listShops } from '../shop-store';
import { listShopsQuery } from '../schema';

export const listShopsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/shops',
      summary: 'The base’s shops by id, searched by id or name, filtered by tag (keyset pages)',
      tag: 'shops',
      params: harnessParams,
      query: listShopsQuery,
      responses: { 200: { description: 'A page of shops', schema: shopPageSchema } },
    },
    async (c, { params, query }) => {
      await visibleHarness(c, params.id);
      const actor = c.var.actor;
      const own = actor.role === 'merchant' ? (actor.shopId ?? '') : undefined;
      return c.json(await listShops(db, params.id, { ...query, shopId: own }));
    },
  );
};
