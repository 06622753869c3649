import { z } from 'zod';
import { ROLES } from '../roles';
import { liveContextSchema } from '../schema/live-context';
import { shopIdSchema } from '../schema/shop';
import { labelNameSchema } from '../target';
import { failureProblemSchema, scheduleSchema } from './schedule';

/**
 * A change request: a frozen proposal (a version, or a shop's overlay version)
 * aimed at a label or a shop, with its evidence, reviews and schedule. API:
 * `/api/v1/harnesses/{id}/change-requests` (docs/api.md).
 */
export const CHANGE_REQUEST_STATES = [
  'open',
  'changes_requested',
  'approved',
  'scheduled',
  'published',
  'closed',
  'failed',
] as const;
export const changeRequestStateSchema = z.enum(CHANGE_REQUEST_STATES);
export type ChangeRequestState = z.infer<typeof changeRequestStateSchema>;

/** Where the change goes: a label of the harness, or one shop's overlay. */
export const changeRequestTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('label'), label: labelNameSchema }),
  z.strictObject({ kind: z.literal('shop'), shopId: shopIdSchema }),
]);
export type ChangeRequestTarget = z.infer<typeof changeRequestTargetSchema>;

/** What a revision proposes, frozen: later draft edits never change what was reviewed. */
export const proposalSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('version'), version: z.int().min(1) }),
  z.strictObject({
    kind: z.literal('overlay'),
    shopId: shopIdSchema,
    overlayVersion: z.int().min(1),
  }),
]);
export type Proposal = z.infer<typeof proposalSchema>;

/** Where a request's proposal comes from when it is opened or revised. */
export const proposalSourceSchema = z.discriminatedUnion('kind', [
  /** The draft, frozen into a new version (its message is the request's title). */
  z.strictObject({ kind: z.literal('draft') }),
  z.strictObject({ kind: z.literal('version'), version: z.int().min(1) }),
  /** A shop overlay version saved but not served (review mode). */
  z.strictObject({ kind: z.literal('overlay'), overlayVersion: z.int().min(1) }),
]);
export type ProposalSource = z.infer<typeof proposalSourceSchema>;

export const REVIEW_VERDICTS = ['approve', 'request_changes', 'comment'] as const;

/** A comment may point at an entity and a field of the proposal (`skill/greeting`, `/instructions`). */
export const fieldPointerSchema = z.strictObject({
  entity: z.string().min(1).max(200),
  field: z.string().max(500).default(''),
});

export const reviewSchema = z.object({
  id: z.int(),
  /** The revision reviewed: a later revision may clear it (settings.release.resetOnChange). */
  revision: z.int(),
  reviewer: z.string(),
  role: z.enum(ROLES),
  verdict: z.enum(REVIEW_VERDICTS),
  body: z.string(),
  pointer: fieldPointerSchema.nullable(),
  at: z.string(),
  /** Whether this approval counts toward the quorum now (the right role, this revision, not the author). */
  counts: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A preview answer a reviewer pinned: one live room, before and after the change. */
export const pinnedPreviewSchema = z.object({
  id: z.int(),
  revision: z.int(),
  /** A sample room's id, or a suggested room's (`promotion:<id>`). */
  contextId: z.string().min(1).max(100),
  /** The room's name as the form offered it; null on pins from before rooms were named. */
  contextTitle: z.string().max(200).nullable(),
  /** The live room asked in, its `now` included; null on pins from before rooms were kept. */
  context: liveContextSchema.nullable(),
  question: z.string().min(1).max(2000),
  /** What the label serves now answered (null: it did not answer). */
  before: z.string().max(20_000).nullable(),
  /** What the proposal answered. */
  after: z.string().max(20_000).nullable(),
  pinnedBy: z.string(),
  at: z.string(),
});
export type PinnedPreview = z.infer<typeof pinnedPreviewSchema>;

export const changeRequestSchema = z.object({
  id: z.int(),
  harnessId: z.string(),
  title: z.string(),
  description: z.string(),
  author: z.string(),
  target: changeRequestTargetSchema,
  proposal: proposalSchema,
  revision: z.int(),
  state: changeRequestStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the target serves now (the diff's "before"); null when nothing is. */
  serving: z.object({ version: z.int().nullable(), overlayVersion: z.int().nullable() }),
  approvals: z.object({
    required: z.int(),
    have: z.int(),
    roles: z.array(z.enum(ROLES)),
  }),
  reviews: z.array(reviewSchema),
  pins: z.array(pinnedPreviewSchema),
  /** The latest suite and robustness runs of exactly the proposed content (null: none yet). */
  evidence: z.object({ testRunId: z.string().nullable(), robustnessRunId: z.string().nullable() }),
  /** The publish gate's verdict on the proposal now (label targets gated today), null when it passes. */
  gate: z.object({ code: z.string(), detail: z.string() }).catchall(z.unknown()).nullable(),
  schedule: scheduleSchema.nullable(),
  /** Why it failed (a scheduled publish the gate refused...), in English. */
  failure: z.string().nullable(),
  /** The same, coded for the reader's language (null while nothing failed). */
  failureProblem: failureProblemSchema.nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const openChangeRequestBody = z.strictObject({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(10_000).default(''),
  target: changeRequestTargetSchema,
  source: proposalSourceSchema,
});

export const reviseChangeRequestBody = z.strictObject({
  title: z.string().trim().min(1).max(200).optional(),
  description: z.string().max(10_000).optional(),
  /** A new revision: frozen again; reviews reset when settings.release.resetOnChange. */
  source: proposalSourceSchema.optional(),
});

export const reviewBody = z.strictObject({
  verdict: z.enum(REVIEW_VERDICTS),
  body: z.string().max(10_000).default(''),
  pointer: fieldPointerSchema.optional(),
});

export const pinPreviewBody = pinnedPreviewSchema
  .pick({ contextId: true, question: true, before: true, after: true })
  .extend({
    contextTitle: z.string().trim().min(1).max(200).optional(),
    /** Absent for a sample room: the server keeps that room's own context. */
    context: liveContextSchema.optional(),
  });

export const publishRequestBody = z.strictObject({
  reason: z.string().trim().min(1).max(1000).optional(),
  /** The revision the publisher looked at: another one is refused (409 change_request.revised). */
  revision: z.int().min(1).optional(),
});

export const changeRequestListQuery = z.strictObject({
  state: changeRequestStateSchema.optional(),
  label: labelNameSchema.optional(),
  shop: shopIdSchema.optional(),
  author: z.string().max(200).optional(),
  /** Requests the caller may approve and has not (the overview's "waiting for your review"). */
  awaiting: z.enum(['me']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
