import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { badRequest, notFound } from '../../http/problem';
import { SHOP_ID_PATTERN } from '../../../src/harness/schema/shop';
import type { ShopRecord } from '../../../src/harness/overlay';
import { findShop } from '../delivery/shop-host';
import { hostShop } from '../../auth/roles';

/** Which shop a request asked for, and where (a JSON pointer, so errors can name it). */
export interface ShopChoice {
  id: string;
  pointer: string;
  /** Not named: a merchant's token stands for its own shop (`hostShop`). */
  implied?: boolean;
}

/**
 * The shop an agent request runs as: `?shop=`, else the `X-Harness-Shop` header (both set
 * once per client, like the label), else a merchant's own shop. None: the base alone (the
 * platform's defaults). The query's syntax is checked by its schema; a malformed header is
 * a 400 here.
 */
export function chooseShop(c: Context<AppEnv>, query: { shop?: string }): ShopChoice | undefined {
  if (query.shop !== undefined) return { id: query.shop, pointer: '/query/shop' };
  const header = c.req.header('x-harness-shop');
  if (header === undefined) {
    const own = hostShop(c.var.actor, undefined);
    return own === undefined ? undefined : { id: own, pointer: '', implied: true };
  }
  if (!SHOP_ID_PATTERN.test(header)) {
    const message = 'X-Harness-Shop is not a shop id: use lowercase letters, digits and hyphens.';
    throw badRequest(message, [{ pointer: '', message, code: 'invalid_shop' }]);
  }
  return { id: header, pointer: '' };
}

/**
 * The shop chosen, through the delivery cache; unknown (or another merchant's): OpenAI-shaped
 * 404 `shop_not_found`, `param` naming `shop` when it came from the query. A merchant's own
 * shop, implied, that is not on this base: the harness is not its to see (`harness_not_found`).
 */
export function agentShop(
  c: Context<AppEnv>,
  harnessId: string,
  choice: ShopChoice,
): Promise<ShopRecord> {
  return findShop(c.var.deps.delivery, c.var.actor, harnessId, choice.id, () => {
    if (choice.implied) {
      const message = `There is no harness "${harnessId}"; check the base URL.`;
      return notFound(message).withErrors([{ pointer: '', message, code: 'harness_not_found' }]);
    }
    const message = `The harness "${harnessId}" has no shop "${choice.id}".`;
    return notFound(message).withErrors([
      { pointer: choice.pointer, message, code: 'shop_not_found' },
    ]);
  });
}
