import { z } from 'zod';
import { diagnosticSchema } from '../diagnostics';
import { pageSchema } from '../records';
import { shopIdSchema, shopSchema, shopScopeSchema, shopTagSchema } from '../schema/shop';
import { changeRequestStateSchema } from '../release/change-request';
import { shopOverlaySchema } from './overlay-schema';

// Shops and their overlays as the API stores and sends them (server, SPA and the agent
// client read these; docs/api.md lists the routes).

const isObject = (v: unknown) => typeof v === 'object' && v !== null;

/** A shop on a base harness, with the overlay version it serves. */
export const shopRecordSchema = shopSchema.extend({
  harnessId: z.string(),
  /** The overlay version the shop's host runs; null: none saved yet (the base as it is). */
  overlayVersion: z.int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShopRecord = z.infer<typeof shopRecordSchema>;

/** `GET /harnesses/{id}/shops?q=&tag=&cursor=&limit=`: keyset paging by shop id. */
export const shopPageSchema = pageSchema(shopRecordSchema);
export type ShopPage = z.infer<typeof shopPageSchema>;

/** `POST /harnesses/{id}/shops`. */
export const createShopBodySchema = shopSchema;
/** `PATCH /harnesses/{id}/shops/{shopId}`: ops rename and re-tag a shop. */
export const updateShopBodySchema = z.strictObject({
  name: shopSchema.shape.name.optional(),
  tags: z.array(shopTagSchema).max(20).optional(),
});

/** One immutable overlay version. */
export const overlayVersionSchema = z.object({
  harnessId: z.string(),
  shopId: shopIdSchema,
  number: z.int(),
  overlay: shopOverlaySchema,
  /** Content hash of the canonical overlay: part of the shop's delivery ETag. */
  hash: z.string(),
  message: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type OverlayVersion = z.infer<typeof overlayVersionSchema>;

/**
 * A shop's overlay change under review: the request carrying it and the overlay version it
 * proposes (not served until the request is published). With review, a merchant's next save
 * names this version in If-Match and revises the same request.
 */
export const pendingOverlaySchema = z.object({
  requestId: z.int(),
  state: changeRequestStateSchema,
  /** When a scheduled request goes live (ISO, UTC); null unless scheduled. */
  at: z.string().nullable(),
  version: overlayVersionSchema,
  /** The latest "request changes" note on this revision, for the merchant to act on. */
  changesRequested: z.string().nullable(),
});
export type PendingOverlay = z.infer<typeof pendingOverlaySchema>;

/** `PUT .../overlay` answered 202: the save became (or revised) a change request for ops. */
export const proposedOverlaySchema = overlayVersionSchema.extend({
  changeRequest: z.object({ id: z.int(), state: changeRequestStateSchema }),
});
export type ProposedOverlay = z.infer<typeof proposedOverlaySchema>;

/** `PUT /harnesses/{id}/shops/{shopId}/overlay` (If-Match: the current overlay version). */
export const saveOverlayBodySchema = z.strictObject({
  overlay: shopOverlaySchema,
  message: z.string().max(500).default(''),
});

const layerSchema = z.enum(['base', 'overlay']);
const originSchema = z.object({ layer: layerSchema, index: z.int() });

/** Where each part of a shop's merged document came from (`MergeOrigins`). */
export const mergeOriginsSchema = z.object({
  promotions: z.array(originSchema),
  skills: z.array(originSchema),
  /** Per preference field: the base's value or the shop's. */
  preferences: z.record(z.string(), layerSchema),
  /** Per prompt variable: the base's default or the shop's value. */
  variables: z.array(layerSchema),
  /** Per entry of each floor list: the platform's or the shop's own addition. */
  forbiddenTopics: z.array(originSchema),
  brandTerms: z.array(originSchema),
  bannedWords: z.array(originSchema),
});

/**
 * `GET /harnesses/{id}/shops/{shopId}/merged?source=`: what the shop's host runs, each part's
 * layer, and the problems of the merged document pointing into their layer.
 */
export const mergedShopSchema = z.object({
  shop: shopRecordSchema,
  /** The base's state the overlay was merged on (`draft`, `3`, `label:production`). */
  source: z.string(),
  baseVersion: z.int().nullable(),
  overlayVersion: z.int().nullable(),
  document: z.custom<Record<string, unknown>>(isObject),
  origins: mergeOriginsSchema,
  diagnostics: z.array(diagnosticSchema.extend({ layer: z.enum(['base', 'overlay']) })),
});
export type MergedShop = z.infer<typeof mergedShopSchema>;

/**
 * Base entries a migration put back into a shop's host, because its saved overlay had
 * dropped them (migration 014, audited as `overlay.floor_restored`): the shop page says why
 * they are there. By floor list, the entries (a brand term by its term).
 */
export const floorRestoreSchema = z.object({
  at: z.string(),
  /** The overlay version the migration wrote (the notice shows while the shop serves it). */
  overlayVersion: z.int(),
  restored: z.object({
    forbiddenTopics: z.array(z.string()).optional(),
    brandTerms: z.array(z.string()).optional(),
    bannedWords: z.array(z.string()).optional(),
  }),
});
export type FloorRestore = z.infer<typeof floorRestoreSchema>;

/** `GET /harnesses/{id}/shops/{shopId}`: the shop and the overlay its host runs. */
export const shopDetailSchema = z.object({
  shop: shopRecordSchema,
  overlay: shopOverlaySchema,
  /** The version a save names in If-Match; null: none saved yet (send If-None-Match: *). */
  overlayVersion: z.int().nullable(),
  /** Base entries restored into the served overlay version by migration 014, if any. */
  floorRestore: floorRestoreSchema.nullable(),
  /**
   * The base reviews shop overlay changes (settings.release.shopOverlays `review`) and the
   * caller may not publish one: a save becomes a change request, not what the host runs.
   */
  reviewRequired: z.boolean(),
  /** The shop's change waiting for review or publication (null: none). */
  pending: pendingOverlaySchema.nullable(),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

/** `POST /harnesses/{id}/shops/reach`: how many shops a campaign scope reaches. */
export const shopReachBodySchema = z.strictObject({ scope: shopScopeSchema });
export const shopReachSchema = z.object({ shops: z.int(), of: z.int() });
