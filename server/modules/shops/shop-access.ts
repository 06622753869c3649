import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { conflict, notFound } from '../../http/problem';
import { canReadShop } from '../../auth/roles';
import type { Harness } from '../harnesses/harness-store';
import { visibleHarness } from '../shared/access';
import { hasShop } from './shop-store';

/**
 * The harness (a base) and the shop, as the caller may see them: another shop's merchant
 * gets 404, as for another shop's harness, so it cannot learn the shop exists; an unknown
 * shop is a 404 at `/params/shopId`.
 */
export async function visibleShop(
  c: Context<AppEnv>,
  harnessId: string,
  shopId: string,
): Promise<Harness> {
  const harness = await visibleHarness(c, harnessId);
  // The same answer whether the shop is another merchant's or does not exist at all.
  if (!canReadShop(c.var.actor, shopId) || !(await hasShop(c.var.deps.db, harnessId, shopId))) {
    const detail = `The harness "${harnessId}" has no shop "${shopId}".`;
    throw notFound(detail).withErrors([
      { pointer: '/params/shopId', message: detail, code: 'shop.unknown' },
    ]);
  }
  return harness;
}

/** An archived base is read-only: 409, as for its draft. */
export function writable(harness: Harness): void {
  if (harness.archived) throw conflict(`The harness "${harness.id}" is archived and read-only.`);
}
