import * as roles from '../../harness/roles';
import { isEntityKind } from '../../harness';
import type { Actor } from './types';

// The core's role table (the server enforces the same one); here `undefined` means signed out.

export function canWriteEntity(actor: Actor | undefined, kind: string): boolean {
  return !!actor && isEntityKind(kind) && roles.canWriteEntity(actor, kind);
}

/** Merchants work on their shop's preferences only: the code editors are not for them. */
export function canOpenEntityKind(actor: Actor | undefined, kind: string): boolean {
  if (!actor) return false;
  return actor.role !== 'merchant' || kind === 'preferences';
}

export function canCreateHarness(actor: Actor | undefined): boolean {
  return !!actor && roles.canCreateHarness(actor);
}

export function canCreateVersion(actor: Actor | undefined): boolean {
  return !!actor && roles.canCreateVersion(actor);
}

export function canReadAudit(actor: Actor | undefined): boolean {
  return !!actor && roles.canReadAudit(actor);
}

export function canMoveLabel(actor: Actor | undefined, label: string): boolean {
  return !!actor && roles.canMoveLabel(actor, label);
}
