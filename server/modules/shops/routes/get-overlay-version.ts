import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { overlayVersionSchema } from '../../../../src/harness/overlay';
import { etagOf } from '../../drafts/preconditions';
import { getOverlayVersion } from '../overlay-store';
import { visibleShop } from '../shop-access';
import { overlayVersionParams } from '../schema';

export const getOverlayVersionRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/shops/:shopId/overlay/versions/:n',
      summary: 'One overlay version',
      tag: 'shops',
      params: overlayVersionParams,
      responses: { 200: { description: 'The version', schema: overlayVersionSchema } },
    },
    async (c, { params }) => {
      await visibleShop(c, params.id, params.shopId);
      const version = await getOverlayVersion(db, params.id, params.shopId, params.n);
      c.header('ETag', etagOf(version.number));
      return c.json(version);
    },
  );
};
