import type { ApiModule } from '../../../http/app-env';
import { defineRoute } from '../../../http/define-route';
import { preconditionFailed } from '../../../http/problem';
import { canEditOverlay } from '../../../auth/roles';
import { Conflict } from '../../../db/store-errors';
import {
  overlayVersionSchema,
  proposedOverlaySchema,
  saveOverlayBodySchema,
} from '../../../../src/harness/overlay';
import { requireRole } from '../../shared/access';
import { etagOf, expectedRevision } from '../../drafts/preconditions';
import { checkOverlay } from '../overlay-check';
import { proposeOverlay, requestState, reviewRequired } from '../overlay-proposal';
import { currentOverlay, saveOverlay } from '../overlay-store';
import { visibleShop, writable } from '../shop-access';
import { shopParams } from '../schema';

/**
 * A stale If-Match is a 412 carrying the version to reload; a refusal with its own code (a
 * change locked while scheduled) stays a 409.
 */
function staleEdit(err: unknown): never {
  if (err instanceof Conflict && err.refusal === undefined) {
    throw preconditionFailed(
      `${err.message} Reload it, then apply your change again.`,
      err.current,
    );
  }
  throw err;
}

export const saveOverlayRoute: ApiModule = (api, deps) => {
  const { db } = deps;
  defineRoute(
    api,
    {
      method: 'put',
      path: '/harnesses/:id/shops/:shopId/overlay',
      summary:
        'Save the shop’s overlay as a new version (If-Match: "<current version>", or If-None-Match: * for the first)',
      tag: 'shops',
      params: shopParams,
      body: saveOverlayBodySchema,
      responses: {
        200: { description: 'Saved over the current version', schema: overlayVersionSchema },
        201: { description: 'The first overlay version', schema: overlayVersionSchema },
        202: {
          description:
            'The base reviews shop overlays (settings.release.shopOverlays `review`): the version is saved but not served, carried by the shop’s change request for ops',
          schema: proposedOverlaySchema,
        },
        409: { description: 'The shop’s change under review is scheduled: locked until it fires' },
        412: { description: 'Someone saved first; `current` is their version' },
        422: {
          description:
            'The shop’s host would be invalid, or the overlay touches what the base locked or drops a base entry of a floor list; each error names its layer',
        },
      },
    },
    async (c, { params, body }) => {
      const actor = c.var.actor;
      writable(await visibleShop(c, params.id, params.shopId));
      requireRole(canEditOverlay(actor, params.shopId), 'edit this shop’s overlay');
      const expected = expectedRevision(c);
      const { shop } = await currentOverlay(db, params.id, params.shopId);
      const { problem, stored } = await checkOverlay(db, params.id, shop, body.overlay);
      if (problem) throw problem;
      const options = { expectedVersion: expected, message: body.message, actor: actor.id };
      if (await reviewRequired(db, actor, params.id)) {
        const { version, requestId } = await proposeOverlay(
          db,
          params.id,
          params.shopId,
          stored,
          options,
        ).catch(staleEdit);
        c.header('ETag', etagOf(version.number));
        if (requestId === null) return c.json(version, 200);
        const request = await requestState(db, params.id, requestId);
        return c.json({ ...version, changeRequest: request }, 202);
      }
      const { version } = await saveOverlay(db, params.id, params.shopId, stored, options).catch(
        staleEdit,
      );
      c.header('ETag', etagOf(version.number));
      return c.json(version, expected === null ? 201 : 200);
    },
  );
};
