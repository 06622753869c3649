import type { Actor, Role } from './types';

// Mirrors the server's role table so the UI hides what a role may not do; the server
// enforces it anyway.
const WRITABLE: Record<Role, readonly string[]> = {
  merchant: ['preferences'],
  ops: ['prompt', 'skill', 'promotion'],
  engineer: ['meta', 'prompt', 'preferences', 'skill', 'tool', 'hook', 'promotion'],
  qa: [],
  publisher: [],
  admin: ['meta', 'prompt', 'preferences', 'skill', 'tool', 'hook', 'promotion'],
};

export function canWriteEntity(actor: Actor | undefined, kind: string): boolean {
  return !!actor && WRITABLE[actor.role].includes(kind);
}

/** Merchants work on their shop's preferences only: the code editors are not for them. */
export function canOpenEntityKind(actor: Actor | undefined, kind: string): boolean {
  if (!actor) return false;
  return actor.role !== 'merchant' || kind === 'preferences';
}

export function canCreateHarness(actor: Actor | undefined): boolean {
  return actor?.role === 'engineer' || actor?.role === 'admin';
}

export function canCreateVersion(actor: Actor | undefined): boolean {
  return !!actor && ['ops', 'engineer', 'admin'].includes(actor.role);
}

export function canReadAudit(actor: Actor | undefined): boolean {
  return !!actor && actor.role !== 'merchant';
}

/** `production` is protected: publishers and admins only. */
export function canMoveLabel(actor: Actor | undefined, label: string): boolean {
  if (!actor) return false;
  if (actor.role === 'publisher' || actor.role === 'admin') return true;
  return label !== 'production' && (actor.role === 'engineer' || actor.role === 'ops');
}
