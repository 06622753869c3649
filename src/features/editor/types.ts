import type { Diagnostic, EntityKind } from '../../harness';

/** One stored part of a harness's draft, with the revision a save must name in If-Match. */
export interface DraftEntity {
  kind: EntityKind;
  key: string;
  value: unknown;
  revision: string | number;
  hash?: string;
  updatedAt?: string;
  updatedBy?: string;
}

export interface Draft {
  entities: DraftEntity[];
  document: unknown;
  diagnostics: Diagnostic[];
}

/** What the conflict screen needs after a 412: the server's copy and ours. */
export interface Conflict {
  theirs: DraftEntity | null;
  mine: unknown;
}
