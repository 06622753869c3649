import type { Actor } from '../roles';

// Who may do what with outcomes and experiments, for the server (which enforces it) and the
// SPA (which hides what a role may not do). Kept beside the experiments, not in roles.ts,
// because only they use it.

/**
 * Outcomes come from a shop's backend or a data pipeline, which runs with an engineer's or an
 * admin's token (the integration roles): a viewer-facing role must not be able to invent sales.
 */
export function canSendOutcomes(actor: Actor): boolean {
  return actor.role === 'engineer' || actor.role === 'admin';
}

/** Everyone but merchants reads experiment reports (they compare versions of the base). */
export function canReadExperiments(actor: Actor): boolean {
  return actor.role !== 'merchant';
}

/** A check may roll a label back, so it is for those who may move labels at all. */
export function canCheckGuardrails(actor: Actor): boolean {
  return ['publisher', 'admin'].includes(actor.role);
}
