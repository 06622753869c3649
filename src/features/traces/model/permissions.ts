import * as roles from '../../../harness/roles';
import type { Actor } from '../../../harness/roles';

// The core's role table; the server enforces it (a hidden button is a courtesy, not the guard).

/** QA, engineers and admins write test cases, so they may save a trace as one. */
export function canSaveTraceCase(actor: Actor | undefined): boolean {
  return !!actor && roles.canEditTestCases(actor);
}
