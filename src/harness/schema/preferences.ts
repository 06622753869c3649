import { z } from 'zod';
import { shopIdSchema } from './shop';

export const TONES = ['friendly', 'professional', 'energetic', 'calm'] as const;

export const brandTermSchema = z.strictObject({
  term: z.string().min(1, 'Write the brand term.').max(100),
  /** How the host should use it, e.g. the official spelling or a word to avoid. */
  note: z.string().max(500).default(''),
});

/** One merchant's shop settings; merchants edit this in a plain form. */
export const preferencesSchema = z.strictObject({
  shopId: shopIdSchema,
  shopName: z.string().min(1, 'Write the shop name.').max(100),
  tone: z.enum(TONES, { error: `Choose a tone: ${TONES.join(', ')}.` }).default('friendly'),
  language: z.enum(['zh-CN', 'en']).default('zh-CN'),
  greeting: z.string().max(500).default(''),
  forbiddenTopics: z.array(z.string().min(1).max(100)).max(100).default([]),
  /** Lowest price the host may quote, as a fraction of list price (0.7 = at most 30% off). */
  discountFloor: z
    .number()
    .min(0, 'The floor cannot be below 0.')
    .max(1, 'The floor cannot be above 1 (full price).')
    .default(0.5),
  brandTerms: z.array(brandTermSchema).max(200).default([]),
  /** Longest reply in characters, so text-to-speech stays short. */
  maxReplyChars: z.int().min(20).max(2_000).default(120),
});

/** A preference a shop's overlay may set (the shop id is always the shop record's). */
export const preferenceFieldSchema = preferencesSchema.keyof().exclude(['shopId']);
export type PreferenceField = z.infer<typeof preferenceFieldSchema>;

export type BrandTerm = z.infer<typeof brandTermSchema>;
export type Preferences = z.infer<typeof preferencesSchema>;
