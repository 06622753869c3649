import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { shopReachBodySchema, shopReachSchema } from '../../../../src/harness/overlay';
import { harnessParams } from '../../shared/params';
import { requireRole, visibleHarness } from '../../shared/access';
import { countReach } from '../shop-store';

export const shopReachRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/shops/reach',
      summary: 'How many of the base’s shops a campaign scope reaches',
      tag: 'shops',
      params: harnessParams,
      body: shopReachBodySchema,
      responses: { 200: { description: 'Shops reached, of all', schema: shopReachSchema } },
    },
    async (c, { params, body }) => {
      await visibleHarness(c, params.id);
      // The count is of every shop: a merchant sees only its own.
      requireRole(c.var.actor.role !== 'merchant', 'count the shops a campaign reaches');
      return c.json(await countReach(db, params.id, body.scope));
    },
  );
};
