import { z } from 'zod';
import type { HarnessDocument } from './schema/document';
import { servedSplitSchema } from './label-serving';
import { servedHoldoutSchema } from './holdout';
import { servedLayerExperimentSchema, viewerLayerSchema } from './experiments/layers';

// What `GET /harnesses/{id}/resolved` sends and what the agent client keeps of it on disk.
// Unknown fields are dropped, not refused: a newer studio may send more, and an older client
// must still read it (and pass on only what it checked).

const documentSchema = z.custom<HarnessDocument>(
  (v) => v !== null && typeof v === 'object' && !Array.isArray(v),
  'The document is not an object.',
);

/** A shop's host: which shop, and the merged document's own content hash. */
export const resolvedShopSchema = z.object({
  shopId: z.string(),
  name: z.string().optional(),
  tags: z.array(z.string()).optional(),
  overlayVersion: z.int().nullable(),
  overlayHash: z.string().nullable().optional(),
  /** The merged document's content hash (`contentHash` is the base version's). */
  documentHash: z.string(),
});

/**
 * A keyed viewer's layer experiments (each one it is in, either side) and the hash of the
 * document composed for it: the version's with its treatments' changed entities
 * (`composeLayers`). Before a shop's overlay; a shop's `documentHash` is of the merge on it.
 */
export const resolvedLayersSchema = z.object({
  experiments: z.array(viewerLayerSchema),
  documentHash: z.string(),
});

/**
 * The resolved body. `tools` is the studio's compile of the document's tools: an agent client
 * compiles them itself from the verified document and never uses this copy.
 */
export const resolvedBodySchema = z.object({
  harnessId: z.string(),
  version: z.int(),
  contentHash: z.string(),
  createdAt: z.string(),
  document: documentSchema,
  tools: z.array(z.unknown()).optional(),
  shop: resolvedShopSchema.optional(),
  /** Present for a keyed viewer in at least one layer experiment. */
  layers: resolvedLayersSchema.optional(),
});

export type ResolvedBody = z.infer<typeof resolvedBodySchema>;

/**
 * A label as an agent client reads it: its version, the split that decides arms and, when one
 * runs, the holdout decided before it (absent: none).
 */
export const agentLabelStateSchema = z.object({
  version: z.int(),
  split: servedSplitSchema.nullable(),
  holdout: servedHoldoutSchema.optional(),
  /** Its running layer experiments (absent: none). */
  layers: z.array(servedLayerExperimentSchema).optional(),
});

export type AgentLabelState = z.infer<typeof agentLabelStateSchema>;

/**
 * The agent client's cache file: the last good document of each arm. `checksum` is the
 * content hash of everything else with each document replaced by its own hash (documents are
 * checked by theirs), so an edit of any field is seen on reading.
 */
export const agentCacheFileSchema = z.object({
  format: z.literal(2),
  savedAt: z.string(),
  /** When the studio last confirmed it (ms since the epoch): a restart keeps the age. */
  confirmedAt: z.number(),
  label: agentLabelStateSchema,
  arms: z.array(z.object({ body: resolvedBodySchema, etag: z.string().nullable() })).min(1),
  checksum: z.string(),
});

export type AgentCacheFile = z.infer<typeof agentCacheFileSchema>;
