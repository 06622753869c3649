import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { forbidden, notFound } from '../../http/problem';
import { canSeeShop, type Actor } from '../../auth/roles';
import type { Db } from '../../db/db';
import { getHarness, type Harness } from '../harnesses/harness-store';
import { NotFound } from '../../db/store-errors';
import { hasShop } from '../shops/shop-store';

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
  if (!(await canSeeHarness(db, c.var.actor, harness))) {
    throw notFound(`There is no harness "${id}".`);
  }
  return harness;
}

/**
 * Whether the caller sees the harness: everyone but merchants sees all; a merchant sees its
 * own shop's harness and a base that has its shop (read-only for the base).
 */
export async function canSeeHarness(
  db: Db,
  actor: Actor,
  harness: Pick<Harness, 'id' | 'shopId'>,
): Promise<boolean> {
  if (canSeeShop(actor, harness.shopId)) return true;
  return actor.shopId !== undefined && hasShop(db, harness.id, actor.shopId);
}

export function requireRole(allowed: boolean, what: string): void {
  if (!allowed) throw forbidden(`Your role may not ${what}.`);
}
