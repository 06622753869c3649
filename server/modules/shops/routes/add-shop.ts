import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canManageShops } from '../../../auth/roles';
import { createShopBodySchema, shopRecordSchema } from '../../../../src/harness/overlay';
import { harnessParams } from '../../shared/params';
import { requireRole, visibleHarness } from '../../shared/access';
import { writable } from '../shop-access';
import { createShop } from '../shop-store';

export const addShopRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'post',
      path: '/harnesses/:id/shops',
      summary: 'Add a shop to the base (ops, engineers, admins); 409 when it exists',
      tag: 'shops',
      params: harnessParams,
      body: createShopBodySchema,
      responses: {
        201: { description: 'Added', schema: shopRecordSchema },
        409: { description: 'The shop exists already; `current` is it' },
      },
    },
    async (c, { params, body }) => {
      writable(await visibleHarness(c, params.id));
      requireRole(canManageShops(c.var.actor), 'add shops');
      const shop = await createShop(db, params.id, body, c.var.actor.id);
      c.header('Location', `/api/v1/harnesses/${params.id}/shops/${shop.shopId}`);
      return c.json(shop, 201);
    },
  );
};
