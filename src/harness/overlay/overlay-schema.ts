import { z } from 'zod';
import { skillId } from '../schema/names';
import { preferencesSchema } from '../schema/preferences';
import { promotionSchema } from '../schema/promotion';
import { skillSchema } from '../schema/skill';

/**
 * What a shop keeps of its own on a base harness. Strict: an overlay has no place for hooks,
 * tools, the prompt or settings, which stay the base's (MERGE_RULES says so part by part).
 */
/**
 * The preference fields without their defaults, each optional: a field the overlay leaves
 * out is the base's, not the schema's default.
 */
const preferenceOverrides = z.strictObject(
  Object.fromEntries(
    Object.entries(preferencesSchema.omit({ shopId: true }).shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
    ]),
  ) as unknown as {
    [K in Exclude<keyof typeof preferencesSchema.shape, 'shopId'>]: z.ZodOptional<
      z.ZodType<z.output<(typeof preferencesSchema.shape)[K]>>
    >;
  },
);

export const shopOverlaySchema = z.strictObject({
  /** Overrides of the base's preferences, field by field (the shop id is the shop's own). */
  preferences: preferenceOverrides.default({}),
  /** The shop's own promotions, next to the campaigns that reach it. */
  promotions: z.array(promotionSchema).max(200).default([]),
  /** Skills only this shop has; they may use the base's tools. */
  extraSkills: z.array(skillSchema).max(100).default([]),
  /** Base skills switched off for this shop. */
  disabledSkills: z
    .array(skillId)
    .max(1_000)
    .refine((ids) => new Set(ids).size === ids.length, 'Name each skill once.')
    .default([]),
  /** Values of the base prompt's variables for this shop (its defaults otherwise). */
  variables: z.record(z.string().min(1).max(64), z.string().max(10_000)).default({}),
  /**
   * The shop's own banned words, added to the base's `settings.bannedWords` (a floor: never
   * fewer than the platform's). Optional rather than defaulted, so overlays saved before it
   * keep their content hashes (and their shops' delivery ETags).
   */
  bannedWords: z.array(z.string().min(1).max(50)).max(1000).optional(),
});

export type ShopOverlay = z.infer<typeof shopOverlaySchema>;
export type ShopOverlayInput = z.input<typeof shopOverlaySchema>;

/** The empty overlay: the shop runs the base as it is, under its own id and name. */
export const emptyOverlay = (): ShopOverlay => shopOverlaySchema.parse({});
