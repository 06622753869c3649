import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { canManageShops } from '../../../auth/roles';
import { shopRecordSchema, updateShopBodySchema } from '../../../../src/harness/overlay';
import { requireRole } from '../../shared/access';
import { visibleShop, writable } from '../shop-access';
import { updateShop } from '../shop-store';
import { shopParams } from '../schema';

export const updateShopRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'patch',
      path: '/harnesses/:id/shops/:shopId',
      summary: 'Rename or re-tag a shop (ops, engineers, admins)',
      tag: 'shops',
      params: shopParams,
      body: updateShopBodySchema,
      responses: { 200: { description: 'The shop', schema: shopRecordSchema } },
    },
    async (c, { params, body }) => {
      writable(await visibleShop(c, params.id, params.shopId));
      requireRole(canManageShops(c.var.actor), 'rename or re-tag shops');
      return c.json(await updateShop(db, params.id, params.shopId, body, c.var.actor.id));
    },
  );
};
