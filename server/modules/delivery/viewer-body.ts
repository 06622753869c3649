import type { ShopRecord } from '../../../src/harness/overlay';
import type { DeliveryCache } from './delivery-cache';
import type { LayerCut } from './layer-bodies';
import type { ResolvedBody } from './resolved-body';

// The one choice of which cached body a viewer gets, for the route and the fast path alike,
// so both answer a key with the same bytes: the plain version's (or the shop's host on it)
// unless the viewer is in a layer treatment, then the composition's.

/** The viewer's body, loaded (and cached) when missing. */
export async function viewerBody(
  cache: DeliveryCache,
  harnessId: string,
  version: number,
  shop: ShopRecord | undefined,
  cut: LayerCut | null,
): Promise<ResolvedBody> {
  if (!cut) return shop ? cache.shops.body(shop, version) : cache.body(harnessId, version);
  if (!shop) return cache.layers.body(harnessId, version, cut);
  const composed = await cache.layers.composed(harnessId, version, cut);
  return cache.shops.body(shop, version, { cut, composed });
}

/** The viewer's body if cached; undefined sends the request to the route. */
export function cachedViewerBody(
  cache: DeliveryCache,
  harnessId: string,
  version: number,
  shop: ShopRecord | undefined,
  cut: LayerCut | null,
): ResolvedBody | undefined {
  if (shop) return cache.shops.cachedBody(shop, version, cut);
  return cut
    ? cache.layers.cachedBody(harnessId, version, cut)
    : cache.cachedBody(harnessId, version);
}
