import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { forbidden, notFound } from '../../http/problem';
import { canSeeShop } from '../../auth/roles';
import { getHarness, type Harness } from '../harnesses/harness-store';
import { NotFound } from '../../db/store-errors';

/**
 * Loads a harness the caller may see. Another shop's harness answers 404, not 403, so a
 * merchant cannot even learn that it exists.
 */
export async function visibleHarness(c: Context<AppEnv>, id: string): Promise<Harness> {
  const { db } = c.var.deps;
  let harness: Harness;
  try {
    harness = await getHarness(db, id);
  } catch (err) {
    if (err instanceof NotFound) throw notFound(`There is no harness "${id}".`);
    throw err;
  }
  if (!canSeeShop(c.var.actor, harness.shopId)) throw notFound(`There is no harness "${id}".`);
  return harness;
}

export function requireRole(allowed: boolean, what: string): void {
  if (!allowed) throw forbidden(`Your role may not ${what}.`);
}
