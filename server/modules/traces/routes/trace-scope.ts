import type { Context } from 'hono';
import type { AppEnv } from '../../../http/app-env';
import type { Db } from '../../../db/db';
import { NotFound } from '../../../db/store-errors';
import { visibleHarness } from '../../shared/access';
import { getTrace } from '../trace-store';
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

/** One trace the caller may read: another shop's trace is as unknown as a missing one (404). */
export const traceReader =
  (db: Db) => async (c: Context<AppEnv>, harnessId: string, traceId: string) => {
    await visibleHarness(c, harnessId);
    const trace = await getTrace(db, harnessId, traceId);
    const scope = scoped(c, { shop: trace.shop ?? undefined });
    if (!scope || scope.shop !== (trace.shop ?? undefined)) {
      throw new NotFound(`There is no trace "${traceId}" of the harness "${harnessId}".`);
    }
    return trace;
  };
