import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import type { TraceFilter } from '../../../../src/harness/traces';

/**
 * What the caller may read: every trace for the studio's people (ops, QA, engineers,
 * publishers, admins); a merchant only its own shop's hosts' turns, so another shop's viewers
 * and answers stay hidden. A merchant without a shop reads none.
 */
export function scoped(c: Context<AppEnv>, filter: TraceFilter): TraceFilter | null {
  const actor = c.var.actor;
  if (actor.role !== 'merchant') return filter;
  if (!actor.shopId) return null;
  if (filter.shop !== undefined && filter.shop !== actor.shopId) return null;
  return { ...filter, shop: actor.shopId };
}
