import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse } from 'hono/utils/cookie';
import type { AppDeps } from '../../http/app-env';
import { LOCAL_ACTOR, canSeeShop, type Actor } from '../../auth/roles';
import { SESSION_COOKIE } from '../../auth/session-cookies';
import { HARNESS_ID_PATTERN } from '../../../src/harness/records';
import { LABEL_NAME_PATTERN } from '../../../src/harness/target';
import { serveViewer } from '../../../src/harness/holdout';
import { SHOP_ID_PATTERN } from '../../../src/harness/schema/shop';
import { etagMatches, resolvedHeaders } from './delivery-cache';
import { canSeeShopHost, shopHeaders } from './shop-host';
import { rawApiSecurityHeaders } from '../../http/security-headers';
import { layerCutOf } from './layer-bodies';
import { cachedViewerBody } from './viewer-body';

const ID = HARNESS_ID_PATTERN.source.slice(1, -1); // unanchored
const PATH = new RegExp(`^/api/v1/harnesses/(${ID})/resolved(?:\\?(.*))?$`);

/**
 * The hot path of production agents, served straight from node:http when everything it
 * needs is already cached. Anything unusual (bad query, unknown harness, no credentials,
 * a miss) returns false and the regular route answers, with its validation and problem
 * details: one source of truth for errors, and the fast path only for the happy case.
 */
export function deliveryFastPath(deps: AppDeps) {
  const cache = deps.delivery;

  async function actorOf(req: IncomingMessage): Promise<Actor | null> {
    if (deps.config.authMode === 'local') return LOCAL_ACTOR;
    const auth = req.headers.authorization;
    if (auth !== undefined) {
      const token = /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1];
      return token ? deps.credentials.tokenActor(token) : null;
    }
    const header = req.headers.cookie;
    // Hono's parser, the one getCookie uses for the route.
    const session = header ? parse(header, SESSION_COOKIE)[SESSION_COOKIE] : undefined;
    return session ? deps.credentials.sessionActor(session) : null;
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET' || !req.url) return false;
    const m = PATH.exec(req.url);
    if (!m) return false;
    const id = m[1]!;
    let label = 'production';
    let key: string | undefined;
    let shopId: string | undefined;
    for (const [name, value] of new URLSearchParams(m[2] ?? '')) {
      if (name === 'label' && LABEL_NAME_PATTERN.test(value)) label = value;
      else if (name === 'key' && value.length >= 1 && value.length <= 256) key = value;
      else if (name === 'shop' && SHOP_ID_PATTERN.test(value)) shopId = value;
      else return false;
    }
    const harness = cache.cachedHarness(id);
    const labelRow = cache.cachedLabel(id, label);
    const shop = shopId === undefined ? undefined : cache.shops.cachedShop(id, shopId);
    // The route warms the caches (and answers an unknown shop with its problem).
    if (!harness || !labelRow || (shopId !== undefined && !shop)) return false;
    const actor = await actorOf(req);
    if (!actor) return false;
    // A merchant's request without a shop is its own shop's host: the route works that out.
    if (!shop && actor.role === 'merchant') return false;
    if (!(shop ? canSeeShopHost(actor, shop.shopId) : canSeeShop(actor, harness.shopId))) {
      return false;
    }
    const serving = serveViewer(labelRow, key);
    if (serving === null) return false;
    const version = serving.version;
    const cut = layerCutOf(labelRow, serving);
    const body = cachedViewerBody(cache, id, version, shop, cut);
    if (!body) return false;
    deps.exposures.served(id, labelRow, key, serving);
    const headers = {
      ...rawApiSecurityHeaders(req),
      ...resolvedHeaders(body, version, serving),
      ...(shop ? shopHeaders(shop) : {}),
    };
    if (etagMatches(req.headers['if-none-match'], body.etag)) {
      res.writeHead(304, headers).end();
    } else {
      res
        .writeHead(200, {
          ...headers,
          'content-type': 'application/json',
          'content-length': body.bytes.length,
        })
        .end(body.bytes);
    }
    return true;
  };
}
