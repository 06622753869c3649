import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { mergeOverlay, mergedShopSchema, validateShop } from '../../../../src/harness/overlay';
import { checkedTarget, loadSource, pointedVersion } from '../../shared/source';
import { currentOverlay } from '../overlay-store';
import { visibleShop } from '../shop-access';
import { mergedQuery, shopParams } from '../schema';

export const mergedShopRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/shops/:shopId/merged',
      summary:
        'What the shop’s host runs on a state of the base (draft, N, label:x): each part’s layer and the problems in their layer',
      tag: 'shops',
      params: shopParams,
      query: mergedQuery,
      responses: { 200: { description: 'The merged shop', schema: mergedShopSchema } },
    },
    async (c, { params, query }) => {
      await visibleShop(c, params.id, params.shopId);
      const ref = checkedTarget(query.source);
      // A label that points at no version yet is a 409, as for every other source.
      const baseVersion = ref.kind === 'draft' ? null : await pointedVersion(db, params.id, ref);
      const base = await loadSource(
        c,
        params.id,
        baseVersion === null ? 'draft' : `${baseVersion}`,
      );
      const { shop, overlay } = await currentOverlay(db, params.id, params.shopId);
      const { origins } = mergeOverlay(base, shop, overlay);
      const { document, diagnostics } = validateShop(base, shop, overlay);
      return c.json({
        shop,
        source: query.source,
        baseVersion,
        overlayVersion: shop.overlayVersion,
        document,
        origins,
        diagnostics,
      });
    },
  );
};
