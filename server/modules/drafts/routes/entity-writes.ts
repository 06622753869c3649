import { conflict, forbidden, preconditionFailed } from '../../../http/problem';
import type { Harness } from '../../harnesses/harness-store';
import { canWriteEntity, type Actor } from '../../../auth/roles';
import type { EntityKind } from '../../../../src/harness';
import { Conflict } from '../../../db/store-errors';
import { requireRole } from '../../shared/access';

/** A lost race on a draft entity: 412 with the entity as it is now, to reload. */
export const asPreconditionFailed = (err: unknown): never => {
  if (err instanceof Conflict) {
    throw preconditionFailed(
      `${err.message} Reload it, then apply your change again.`,
      err.current,
    );
  }
  throw err;
};

/**
 * The role may write this kind of entity. A merchant writes no part of the base: its
 * settings are its shop's overlay, and the refusal says where that is.
 */
export function requireWrite(
  actor: Actor,
  harnessId: string,
  kind: EntityKind,
  verb: string,
): void {
  if (actor.role === 'merchant' && actor.shopId) {
    throw forbidden(
      `The base harness (its ${kind} included) is the platform's, kept by ops and engineers; a ` +
        `merchant edits its own shop's settings in its overlay: ` +
        `PUT /api/v1/harnesses/${harnessId}/shops/${actor.shopId}/overlay.`,
    );
  }
  requireRole(canWriteEntity(actor, kind), `${verb} the ${kind}`);
}

/** An archived harness is read-only: 409, not the 412 of a lost race. */
export function writable(harness: Harness): void {
  if (harness.archived) throw conflict(`The harness "${harness.id}" is archived and read-only.`);
}
