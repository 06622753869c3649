import type { EntityKind } from '../canonical/entities';

/** One run of a text diff: jsdiff's change objects, as a tagged union. */
export interface TextDiffPart {
  type: 'equal' | 'added' | 'removed';
  value: string;
}

/** A change inside one entity, located by a JSON pointer relative to the entity. */
export interface FieldChange {
  /**
   * Collection items inside an entity are addressed by id, not index, so a pointer
   * survives reordering: a prompt section is `/sections/{id}`, a variable `/variables/{name}`.
   */
  path: string;
  /** `moved`: a prompt section or variable changed position (before/after are 0-based). */
  change: 'added' | 'removed' | 'changed' | 'moved';
  before?: unknown;
  after?: unknown;
  /** For a changed string: line runs for multi-line text, character runs otherwise. */
  text?: TextDiffPart[];
  /** A short phrase a reviewer reads, e.g. "parameter `sku` added (required)". */
  summary: string;
}

export interface EntityChange {
  kind: EntityKind;
  key: string;
  /** `moved`: same content at another position in its list (before/after positions in fields). */
  change: 'added' | 'removed' | 'changed' | 'moved';
  /** Plain English, e.g. "Skill `coupon-push` added". */
  summary: string;
  fields: FieldChange[];
}

export interface HarnessDiff {
  changes: EntityChange[];
}
