import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { badRequest, notFound } from '../../http/problem';
import { SHOP_ID_PATTERN } from '../../../src/harness/schema/shop';
import type { ShopRecord } from '../../../src/harness/overlay';
import { findShop } from '../delivery/shop-host';

/**
 * The shop an agent request runs as: `?shop=`, else the `X-Harness-Shop` header (both set
 * once per client, like the label). None: the base as it is. Unknown: OpenAI-shaped 404
 * `shop_not_found`, `param` naming `shop` when it came from the query.
 */
export async function agentShop(
  c: Context<AppEnv>,
  harnessId: string,
  query: { shop?: string },
): Promise<ShopRecord | undefined> {
  const fromQuery = query.shop !== undefined;
  const shopId = query.shop ?? c.req.header('x-harness-shop');
  if (shopId === undefined) return undefined;
  const pointer = fromQuery ? '/query/shop' : '';
  if (!SHOP_ID_PATTERN.test(shopId)) {
    const message = 'Not a shop id: use lowercase letters, digits and hyphens.';
    throw badRequest(message, [{ pointer, message, code: 'invalid_shop' }]);
  }
  return findShop(c.var.deps.delivery, c.var.actor, harnessId, shopId, () => {
    const message = `The harness "${harnessId}" has no shop "${shopId}".`;
    return notFound(message).withErrors([{ pointer, message, code: 'shop_not_found' }]);
  });
}
