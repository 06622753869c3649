import * as roles from '../../harness/roles';
// From its own module, not the core's index: the index's top-level schemas would pull the whole
// core (validators, acorn, yaml) into the first screen's chunk.
import { isEntityKind } from '../../harness/canonical/entities';
import type { Actor } from './types';

// The core's role table (the server enforces the same one); here `undefined` means signed out.

export function canWriteEntity(actor: Actor | undefined, kind: string): boolean {
  return !!actor && isEntityKind(kind) && roles.canWriteEntity(actor, kind);
}

/**
 * Merchants open no part of the base: the base's preferences are the platform's defaults, and
 * a merchant's own settings are its shop's overlay (the shop page).
 */
export function canOpenEntityKind(actor: Actor | undefined, _kind: string): boolean {
  if (!actor) return false;
  return actor.role !== 'merchant';
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
