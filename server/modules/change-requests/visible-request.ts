import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/problem';
import { visibleHarness } from '../shared/access';
import { readRequestRow, type RequestRow } from './request-rows';

/**
 * A request the caller may see: on a harness it sees and, for a merchant, aimed at its own
 * shop. Another shop's request answers 404 as the list leaves it out, so a merchant never
 * learns that it exists.
 */
export async function visibleRequest(
  c: Context<AppEnv>,
  harnessId: string,
  n: number,
): Promise<RequestRow> {
  await visibleHarness(c, harnessId);
  const row = await readRequestRow(c.var.deps.db, harnessId, n);
  const actor = c.var.actor;
  if (actor.role === 'merchant' && row.target_shop !== (actor.shopId ?? null)) {
    throw notFound(`The harness "${harnessId}" has no change request ${n}.`);
  }
  return row;
}
