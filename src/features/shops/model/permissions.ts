import * as roles from '../../../harness/roles';
import type { Actor } from '../../../harness/roles';

// The core's role table (the server enforces the same one); `undefined` means signed out. A
// merchant token reaches only its own shop, so a hidden button here is a courtesy, not the guard.

/** Ops, engineers and admins add shops and re-tag them (tags decide which campaigns reach). */
export function canManageShops(actor: Actor | undefined): boolean {
  return !!actor && roles.canManageShops(actor);
}

/** A merchant edits its own shop's overlay; ops, engineers and admins any shop's. */
export function canEditOverlay(actor: Actor | undefined, shopId: string): boolean {
  return !!actor && roles.canEditOverlay(actor, shopId);
}

/** Everyone but a merchant sees the list; a merchant goes straight to its own shop. */
export function canListShops(actor: Actor | undefined): boolean {
  return !!actor && actor.role !== 'merchant';
}
