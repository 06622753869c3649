import type { DraftEntity } from '../../harness/records';

// One stored part of a harness's draft (with the revision a save names in If-Match) and the
// whole draft, as the API sends them: declared once in the core.
export type { Draft, DraftEntity } from '../../harness/records';

/** What the conflict screen needs after a 412: the server's copy and ours. */
export interface Conflict {
  theirs: DraftEntity | null;
  mine: unknown;
}
