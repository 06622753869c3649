import type { Context } from 'hono';
import type { HarnessDocument } from '../../../src/harness';
import { mergeOverlay, type ShopOverlay } from '../../../src/harness/overlay';
import type { AppEnv } from '../../http/app-env';
import { asBadRequest, notFound } from '../../http/problem';
import { Invalid, NotFound } from '../../db/store-errors';
import { canSeeShopHost, findShop } from '../delivery/shop-host';

/**
 * The harness of a preview with a shop. A merchant sees its own shop's host on a base it
 * does not own (the harness's own shop id is the base's, not the merchant's); every other
 * role sees every harness. An unknown or unseen harness is a 404, as without a shop.
 */
export async function visibleShopHarness(
  c: Context<AppEnv>,
  harnessId: string,
  shopId: string,
): Promise<void> {
  const unknown = () => notFound(`There is no harness "${harnessId}".`);
  await c.var.deps.delivery.harness(harnessId).catch((err: unknown) => {
    throw err instanceof NotFound ? unknown() : err;
  });
  if (!canSeeShopHost(c.var.actor, shopId)) throw unknown();
}

/**
 * What a shop's host runs on `base` (the draft, a version or a label's): merged with the
 * overlay sent (a merchant's unsaved edit) or else the shop's saved one. An unknown shop is
 * a 400 at `/shop`.
 */
export async function shopDocument(
  c: Context<AppEnv>,
  harnessId: string,
  shopId: string,
  base: HarnessDocument,
  unsaved: ShopOverlay | undefined,
): Promise<HarnessDocument> {
  const { delivery } = c.var.deps;
  const message = `The harness "${harnessId}" has no shop "${shopId}".`;
  const shop = await findShop(delivery, c.var.actor, harnessId, shopId, () =>
    asBadRequest(
      new Invalid(message, [
        {
          pointer: '/shop',
          severity: 'error',
          code: 'shop.unknown',
          params: { id: shopId },
          message,
        },
      ]),
    ),
  );
  const overlay = unsaved ?? (await delivery.shops.savedOverlay(shop));
  return mergeOverlay(base, shop, overlay).document;
}
