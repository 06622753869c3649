import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { visibleShop } from '../shop-access';
import { etagOf } from '../../drafts/preconditions';
import { currentOverlay } from '../overlay-store';
import { floorRestore } from '../floor-restore';
import { shopDetailSchema, shopParams } from '../schema';
import { pendingOverlay, reviewRequired } from '../overlay-proposal';

export const getShopRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/shops/:shopId',
      summary:
        'One shop and the overlay its host runs (with base entries a migration restored into it); its ETag is the overlay version',
      tag: 'shops',
      params: shopParams,
      responses: { 200: { description: 'The shop', schema: shopDetailSchema } },
    },
    async (c, { params }) => {
      await visibleShop(c, params.id, params.shopId);
      const { shop, overlay, version } = await currentOverlay(db, params.id, params.shopId);
      if (version) c.header('ETag', etagOf(version.number));
      return c.json({
        shop,
        overlay,
        overlayVersion: version?.number ?? null,
        floorRestore: await floorRestore(db, params.id, params.shopId, version),
        reviewRequired: await reviewRequired(db, c.var.actor, params.id),
        pending: await pendingOverlay(db, params.id, params.shopId),
      });
    },
  );
};
