// What the API answers with for harnesses, versions, labels and the audit log: the server's
// stores return these and the SPA reads them, so they are stated once, here.

/** A page of a list; pass `nextCursor` back for the next page (null on the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface LabelSplit {
  /** The version a share of callers gets instead of the label's own. */
  version: number;
  /** 1-99: the share of keys sent to `split.version`. */
  percent: number;
}

/** A named pointer (`production`, `staging`) at a version. */
export interface Label {
  harnessId: string;
  name: string;
  /** null until the label is first moved. */
  version: number | null;
  split: LabelSplit | null;
  updatedAt: string;
  updatedBy: string;
}

/** One move of a label, kept forever: who, when, from, to and why. */
export interface LabelMove {
  id: number;
  harnessId: string;
  label: string;
  at: string;
  actor: string;
  reason: string;
  fromVersion: number | null;
  fromSplit: LabelSplit | null;
  toVersion: number;
  toSplit: LabelSplit | null;
}

export interface Harness {
  id: string;
  name: string;
  /** The shop of its preferences; merchants see only their shop's harnesses. */
  shopId: string;
  archived: boolean;
  archivedAt: string | null;
  createdAt: string;
  createdBy: string;
  /** Number of the newest version; null before the first. */
  latestVersion: number | null;
}

/** `GET /harnesses` lists each harness with its labels. */
export interface HarnessListItem extends Harness {
  labels: Label[];
}

/** An immutable snapshot of a harness's draft. */
export interface VersionSummary {
  harnessId: string;
  number: number;
  /** The version before it; null for version 1. */
  parentNumber: number | null;
  author: string;
  createdAt: string;
  message: string;
  /** `contentHash` of the whole document: equal documents, equal hashes. */
  contentHash: string;
}

/** One change: who, when, what (before and after). Append-only. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  harnessId: string | null;
  /** e.g. `harness.create`, `entity.update`, `version.create`, `label.move`, `token.create`. */
  action: string;
  /** What was touched inside the harness, e.g. `skill/coupon-push`; null for the harness itself. */
  entity: string | null;
  before: unknown;
  after: unknown;
}
