import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { canManageShops } from '../../auth/roles';
import {
  createShopBodySchema,
  shopPageSchema,
  shopReachBodySchema,
  shopReachSchema,
  shopRecordSchema,
  updateShopBodySchema,
} from '../../../src/harness/overlay';
import { harnessParams } from '../shared/params';
import { requireRole, visibleHarness } from '../shared/access';
import { visibleShop, writable } from './shop-access';
import { etagOf } from '../drafts/preconditions';
import { currentOverlay } from './overlay-store';
import { floorRestore } from './floor-restore';
import { overlayModule } from './overlay-route';
import { shopBatchRoute } from './shop-batch-route';
import { countReach, createShop, listShops, updateShop } from './shop-store';
import { listShopsQuery, shopDetailSchema, shopParams } from './schema';
import { pendingOverlay, reviewRequired } from './overlay-proposal';

/** Shops of a base harness: list, add, rename and re-tag, and campaign reach. */
export const shopsModule: ApiModule = (api, deps) => {
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

  shopBatchRoute(api, deps);
  overlayModule(api, deps);
};
