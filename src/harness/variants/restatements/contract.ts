import { z } from 'zod';
import { targetSchema } from '../../target';

// The vocabulary of model-written restatements (optional restatements of descriptions and
// instructions by a configured model endpoint, cached, shown for review, never silent): what a proposal asks for, the stored record with its review, and what a run reads.

export const RESTATEMENT_PARTS = ['skills', 'tools'] as const;
export const restatementPartSchema = z.enum(RESTATEMENT_PARTS, {
  error: `Choose parts from: ${RESTATEMENT_PARTS.join(', ')}.`,
});
export type RestatementPart = z.infer<typeof restatementPartSchema>;

export const RESTATEMENT_FIELDS = [
  'skill.description',
  'skill.instructions',
  'tool.description',
  'parameter.description',
] as const;
export type RestatementField = (typeof RESTATEMENT_FIELDS)[number];

export const RESTATEMENT_STATUSES = ['proposed', 'approved', 'rejected'] as const;
export const restatementStatusSchema = z.enum(RESTATEMENT_STATUSES, {
  error: `Use one of: ${RESTATEMENT_STATUSES.join(', ')}.`,
});
export type RestatementStatus = z.infer<typeof restatementStatusSchema>;

const endpointName = z.string().min(1, 'Name a model endpoint.').max(64);

/** `POST /api/v1/harnesses/{id}/restatements`. */
export const restatementRequestSchema = z.strictObject({
  /** "draft", a version number as text ("3") or "label:<name>": whose texts to restate. */
  target: targetSchema,
  /** The configured model endpoint that writes the restatements. */
  endpoint: endpointName,
  parts: z
    .array(restatementPartSchema)
    .min(1, 'Name at least one part, or leave "parts" out for both.')
    .refine((p) => new Set(p).size === p.length, 'Name each part once.')
    .default(['skills', 'tools']),
});

/** `PUT .../restatements/{rid}`: the review; `text` replaces the model's wording. */
export const restatementReviewSchema = z.strictObject({
  status: restatementStatusSchema,
  text: z
    .string()
    .max(50_000, 'Keep the text under 50,000 characters.')
    .refine((t) => t.trim() !== '', 'Write the text, or leave "text" out to keep the model’s.')
    .optional(),
});
export type RestatementReview = z.infer<typeof restatementReviewSchema>;

/** One restated text of a harness, with its source beside it and its review. */
export const restatementSchema = z.object({
  id: z.string(),
  harnessId: z.string(),
  endpoint: z.string(),
  /** sha256 of the source text: the cache key with the endpoint, and what a run matches. */
  sourceHash: z.string(),
  part: restatementPartSchema,
  field: z.enum(RESTATEMENT_FIELDS),
  /** Where the text was first found: the skill id or tool name, and a pointer inside it. */
  entity: z.string(),
  pointer: z.string(),
  sourceText: z.string(),
  /** What the model wrote. */
  restatedText: z.string(),
  /** The reviewer's wording, if they edited it. */
  editedText: z.string().nullable(),
  /** What a run uses: the edited text, else the model's. */
  text: z.string(),
  status: restatementStatusSchema,
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type Restatement = z.infer<typeof restatementSchema>;

/** The answer to a proposal: the target's restatements by that endpoint, and what it cost. */
export const restatementProposalSchema = z.object({
  endpoint: z.string(),
  /** Texts the model was asked to restate now. */
  requested: z.number(),
  /** Texts already restated by this endpoint (no model call). */
  cached: z.number(),
  restatements: z.array(restatementSchema),
});
export type RestatementProposal = z.infer<typeof restatementProposalSchema>;

/**
 * Approved restatements as a run applies them: source-text hash -> the approved text and the
 * endpoint that wrote it (named in the variant's description, so a restatement is never silent).
 */
export const restatementMapSchema = z.record(
  z.string(),
  z.object({ text: z.string(), endpoint: z.string() }),
);
export type RestatementMap = z.infer<typeof restatementMapSchema>;
