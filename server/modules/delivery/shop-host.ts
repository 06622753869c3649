import { canReadShop, type Actor } from '../../auth/roles';
import { NotFound } from '../../db/store-errors';
import type { ShopRecord } from '../../../src/harness/overlay';
import type { DeliveryCache } from './delivery-cache';

/** A merchant sees only its own shop's host (roles.ts); every other role sees every shop. */
export const canSeeShopHost = canReadShop;

/**
 * The shop a request names, through the delivery cache; `missing` makes the route's own
 * error (a problem 404, an OpenAI 404 or a 400 with a pointer) for an unknown or unseen
 * shop: another merchant's shop is as unknown as one that does not exist.
 */
export async function findShop(
  delivery: DeliveryCache,
  actor: Actor,
  harnessId: string,
  shopId: string,
  missing: () => Error,
): Promise<ShopRecord> {
  if (!canSeeShopHost(actor, shopId)) throw missing();
  return delivery.shops.shop(harnessId, shopId).catch((err: unknown) => {
    throw err instanceof NotFound ? missing() : err;
  });
}

/** What a shop's resolved document adds to the base's headers. */
export function shopHeaders(shop: ShopRecord): Record<string, string> {
  return {
    'X-Harness-Shop': shop.shopId,
    'X-Harness-Overlay-Version': String(shop.overlayVersion ?? 0),
  };
}
