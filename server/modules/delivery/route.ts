import { z } from 'zod';
import { eventStream, type SseMessage } from '../../http/event-stream';
import type { ApiModule } from '../../http/app-env';
import { defineRoute } from '../../http/define-route';
import { conflict, notFound } from '../../http/problem';
import { canSeeShop, hostShop, type Actor } from '../../auth/roles';
import { NotFound } from '../../db/store-errors';
import { harnessParams, labelName } from '../shared/params';
import { serveViewer } from '../../../src/harness/holdout';
import type { LabelMoveEvent } from '../events/label-events';
import type { ShopChangeEvent } from '../events/shop-events';
import { shopIdSchema } from '../../../src/harness/schema/shop';
import { etagMatches, resolvedHeaders } from './delivery-cache';
import { canSeeShopHost, findShop, shopHeaders } from './shop-host';
import { shopKey } from './shop-cache';
import { layerCutOf } from './layer-bodies';
import { viewerBody } from './viewer-body';

const resolvedQuery = z.strictObject({
  label: labelName.default('production'),
  /** The viewer or session id: one key always gets the same side of a traffic split. */
  key: z.string().min(1).max(256).optional(),
  /** A shop on this base: its host's document (the base merged with its overlay). */
  shop: shopIdSchema.optional(),
});

const eventsQuery = z.strictObject({
  /** Also tell of this shop's overlay changes (`overlay` events). */
  shop: shopIdSchema.optional(),
});

const KEEP_ALIVE_MS = 15_000;

/** One event's message, made once however many streams send it. */
const frames = new WeakMap<LabelMoveEvent | ShopChangeEvent, SseMessage>();
function frameOf(event: LabelMoveEvent | ShopChangeEvent): SseMessage {
  let frame = frames.get(event);
  if (!frame) {
    frame =
      'moveId' in event
        ? { event: 'label', id: String(event.moveId), data: JSON.stringify(event) }
        : { event: 'overlay', data: JSON.stringify(event) };
    frames.set(event, frame);
  }
  return frame;
}

export const deliveryModule: ApiModule = (api, deps) => {
  const cache = deps.delivery;

  /**
   * The harness exists and the caller may see what it asked for: with a shop, that shop's
   * host (a merchant its own only); without, the base alone (every role but merchants, whose
   * requests always name a shop: `hostShop` gives theirs).
   */
  async function visible(id: string, actor: Actor, shop?: string) {
    const harness = await cache.harness(id).catch((err: unknown) => {
      if (err instanceof NotFound) throw notFound(`There is no harness "${id}".`);
      throw err;
    });
    const seen =
      shop === undefined ? canSeeShop(actor, harness.shopId) : canSeeShopHost(actor, shop);
    if (!seen) throw notFound(`There is no harness "${id}".`);
  }

  /**
   * The shop a request is about. One it named and the base lacks: 404 at `/query/shop`; a
   * merchant's own shop, implied, that is not on this base: the harness is not its to see.
   */
  const shopOf = (id: string, actor: Actor, shopId: string, named: boolean) =>
    findShop(cache, actor, id, shopId, () =>
      named
        ? notFound(`The harness "${id}" has no shop "${shopId}".`).withErrors([
            {
              pointer: '/query/shop',
              message: `No shop "${shopId}" here.`,
              code: 'shop.unknown',
              params: { id: shopId },
            },
          ])
        : notFound(`There is no harness "${id}".`),
    );

  /** What a request is about: its shop's host (named, or a merchant's own), or the base. */
  async function requested(id: string, actor: Actor, named: string | undefined) {
    const shopId = hostShop(actor, named);
    await visible(id, actor, shopId);
    return shopId === undefined ? undefined : shopOf(id, actor, shopId, named !== undefined);
  }

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/resolved',
      summary:
        'For production agents: the ready-to-run harness a label (and split) resolves to; ETag/304',
      tag: 'delivery',
      params: harnessParams,
      query: resolvedQuery,
      responses: {
        200: { description: 'The resolved harness: document and compiled tools' },
        304: { description: 'Unchanged since the ETag sent in If-None-Match' },
      },
    },
    async (c, { params, query }) => {
      const shop = await requested(params.id, c.var.actor, query.shop);
      const label = await cache.label(params.id, query.label);
      if (!label) throw notFound(`The harness "${params.id}" has no label "${query.label}".`);
      const serving = serveViewer(label, query.key);
      if (serving === null)
        throw conflict(`The label "${query.label}" does not point at a version yet.`);
      const version = serving.version;
      // A viewer in a layer treatment gets its composition (with a shop, the overlay on it).
      const body = await viewerBody(cache, params.id, version, shop, layerCutOf(label, serving));
      c.var.deps.exposures.served(params.id, label, query.key, serving);
      const headers = {
        ...resolvedHeaders(body, version, serving),
        ...(shop ? shopHeaders(shop) : {}),
      };
      if (etagMatches(c.req.header('if-none-match'), body.etag)) return c.body(null, 304, headers);
      return c.body(body.bytes as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'content-type': 'application/json',
      });
    },
  );

  defineRoute(
    api,
    {
      method: 'get',
      path: '/harnesses/:id/events',
      summary:
        'Server-Sent Events: a `label` event on every label move of this harness; with `?shop=`, an `overlay` event on every change of that shop',
      tag: 'delivery',
      params: harnessParams,
      query: eventsQuery,
      responses: { 200: { description: 'An event stream', contentType: 'text/event-stream' } },
    },
    async (c, { params, query }) => {
      const shop = await requested(params.id, c.var.actor, query.shop);
      // Straight to the socket (http/event-stream.ts), each event's frame built once for all
      // its streams: a base publish reaches thousands of agents on one instance at once.
      return eventStream(c, async (sink) => {
        const onEvent = (event: LabelMoveEvent | ShopChangeEvent) => sink.send(frameOf(event));
        cache.moves.on(params.id, onEvent);
        const unfollow = shop
          ? cache.shops.followers.follow(shopKey(params.id, shop.shopId), shop, onEvent)
          : () => {};
        const keepAlive = setInterval(() => sink.comment('keep-alive'), KEEP_ALIVE_MS);
        sink.send({
          event: 'ready',
          data: JSON.stringify(
            shop ? { harnessId: params.id, shopId: shop.shopId } : { harnessId: params.id },
          ),
        });
        await new Promise<void>((resolve) => sink.onAbort(resolve));
        clearInterval(keepAlive);
        cache.moves.off(params.id, onEvent);
        unfollow();
      });
    },
  );
};
