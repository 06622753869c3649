import { z } from 'zod';
import { entityKindSchema, manifestEntrySchema, type EntityKind } from './canonical/entities';
import { ENTITY_SCHEMAS } from './canonical/entity-schemas';
import { diagnosticSchema } from './diagnostics';
import { harnessDocumentSchema } from './schema/document';
import { labelSplitSchema } from './label-serving';
import { servedHoldoutSchema } from './holdout';
import { servedLayerExperimentSchema } from './experiments/layers';

// What the API answers with for harnesses, drafts, versions, labels and the audit log: the
// server's stores return these, its OpenAPI document describes them and the SPA reads them,
// so each is declared once, here, as a zod schema with its type inferred.

/** A page of a list; pass `nextCursor` back for the next page (null on the last). */
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export type Page<T> = z.infer<ReturnType<typeof pageSchema<z.ZodType<T>>>>;

// What a label serves lives in one place, shared by moves, schedules and the agent client.
export { type LabelSplit } from './label-serving';

/** A named pointer (`production`, `staging`) at a version. */
export const labelSchema = z.object({
  harnessId: z.string(),
  name: z.string(),
  /** null until the label is first moved. */
  version: z.int().nullable(),
  split: labelSplitSchema.nullable(),
  /** The holdout running on the label: its share is served `holdout.version` and no split. */
  holdout: servedHoldoutSchema.nullable().optional(),
  /** Its running layer experiments, by layer then first bucket; absent when none runs. */
  layers: z.array(servedLayerExperimentSchema).optional(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

export type Label = z.infer<typeof labelSchema>;

/**
 * `rollback`: every version the move points at (its own and a split's) is one the label
 * served before, in its move history; such a move is never gated, and the version it left is
 * marked as left by a rollback. `window_end`: a schedule's window ended and the label went back
 * to what it served before; never gated either, but the campaign's version was not judged
 * bad, so serving it again is not going back to a rolled-back version. `move`: any other move,
 * and every move recorded before migration 015, which did not tell them apart.
 */
export const LABEL_MOVE_KINDS = ['move', 'rollback', 'window_end'] as const;

/** One move of a label, kept forever: who, when, from, to and why. */
export const labelMoveSchema = z.object({
  id: z.int(),
  harnessId: z.string(),
  label: z.string(),
  at: z.string(),
  actor: z.string(),
  reason: z.string(),
  fromVersion: z.int().nullable(),
  fromSplit: labelSplitSchema.nullable(),
  toVersion: z.int(),
  toSplit: labelSplitSchema.nullable(),
  kind: z.enum(LABEL_MOVE_KINDS).default('move'),
});

export type LabelMove = z.infer<typeof labelMoveSchema>;

/** A harness id: 3-64 lowercase letters, digits or hyphens, not starting with a hyphen. */
export const HARNESS_ID_PATTERN = /^[a-z0-9][a-z0-9-]{2,63}$/;

export const harnessIdSchema = z
  .string()
  .regex(HARNESS_ID_PATTERN, 'A harness id is 3-64 lowercase letters, digits or hyphens.');

export const harnessSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The shop of its preferences; merchants see only their shop's harnesses. */
  shopId: z.string(),
  archived: z.boolean(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** Number of the newest version; null before the first. */
  latestVersion: z.int().nullable(),
});

export type Harness = z.infer<typeof harnessSchema>;

/** `GET /harnesses` lists each harness with its labels. */
export const harnessListItemSchema = harnessSchema.extend({ labels: z.array(labelSchema) });

/** An immutable snapshot of a harness's draft. */
export const versionSummarySchema = z.object({
  harnessId: z.string(),
  number: z.int(),
  /** The version before it; null for version 1. */
  parentNumber: z.int().nullable(),
  author: z.string(),
  createdAt: z.string(),
  message: z.string(),
  /** `contentHash` of the whole document: equal documents, equal hashes. */
  contentHash: z.string(),
});

export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const versionSchema = versionSummarySchema.extend({
  /** Its entities in document order, each by the hash of its content (stored in chunks). */
  manifest: z.array(manifestEntrySchema),
});

export type Version = z.infer<typeof versionSchema>;

export const versionWithDocumentSchema = versionSchema.extend({
  document: harnessDocumentSchema,
});

export type VersionWithDocument = z.infer<typeof versionWithDocumentSchema>;

/** One change: who, when, what (before and after). Append-only. */
export const auditEntrySchema = z.object({
  id: z.int(),
  at: z.string(),
  actor: z.string(),
  harnessId: z.string().nullable(),
  /** e.g. `harness.create`, `entity.update`, `version.create`, `label.move`, `label.rollback`, `token.create`. */
  action: z.string(),
  /** What was touched inside the harness, e.g. `skill/coupon-push`; null for the harness itself. */
  entity: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A model endpoint as the server describes it: names and models only, never URLs or keys. */
export const modelEndpointSchema = z.object({ name: z.string(), model: z.string().nullable() });

export type ModelEndpoint = z.infer<typeof modelEndpointSchema>;

/** One entity of a harness's working draft; `revision` is its ETag (`"<revision>"`). */
export const draftEntitySchema = z.object({
  kind: entityKindSchema,
  /** The entity's id (skill id, tool name...); the kind itself for singletons. */
  key: z.string(),
  value: z.unknown(),
  /** Its place among the entities of its kind (document order). */
  position: z.int(),
  revision: z.int().min(1),
  updatedAt: z.string(),
  updatedBy: z.string(),
});

export type DraftEntity = z.infer<typeof draftEntitySchema>;

/** A draft entity of one kind, its value described by that kind's own schema. */
export const draftEntityOf = <K extends EntityKind>(kind: K) =>
  draftEntitySchema.extend({ kind: z.literal(kind), value: ENTITY_SCHEMAS[kind] });

/** `GET /harnesses/:id/draft`: the entities, joined into a document, and its diagnostics. */
export const draftSchema = z.object({
  harnessId: z.string(),
  entities: z.array(draftEntitySchema),
  /** The entities joined into one harness document (not necessarily valid). */
  document: z.record(z.string(), z.unknown()),
  diagnostics: z.array(diagnosticSchema),
});

export type Draft = z.infer<typeof draftSchema>;
