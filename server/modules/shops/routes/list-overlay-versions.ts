import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { pageSchema } from '../../../../src/harness/records';
import { overlayVersionSchema } from '../../../../src/harness/overlay';
import { pageQuery } from '../../shared/params';
import { listOverlayVersions } from '../overlay-store';
import { visibleShop } from '../shop-access';
import { shopParams } from '../schema';

export const listOverlayVersionsRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/shops/:shopId/overlay/versions',
      summary: 'The shop’s overlay versions, newest first',
      tag: 'shops',
      params: shopParams,
      query: pageQuery,
      responses: {
        200: { description: 'A page of versions', schema: pageSchema(overlayVersionSchema) },
      },
    },
    async (c, { params, query }) => {
      await visibleShop(c, params.id, params.shopId);
      return c.json(await listOverlayVersions(db, params.id, params.shopId, query));
    },
  );
};
