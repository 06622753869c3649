import type { Actor } from '../roles';

// Who may read and check experiments, for the server (which enforces it) and the SPA (which
// hides what a role may not do). Kept beside the experiments, not in roles.ts, because only
// they use it; who reports exposures and outcomes is roles.ts's `canReportViewers`.

/** Everyone but merchants reads experiment reports (they compare versions of the base). */
export function canReadExperiments(actor: Actor): boolean {
  return actor.role !== 'merchant' && actor.role !== 'agent';
}

/** A check may roll a label back, so it is for those who may move labels at all. */
export function canCheckGuardrails(actor: Actor): boolean {
  return ['publisher', 'admin'].includes(actor.role);
}
