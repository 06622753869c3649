import { z } from 'zod';

/** When a generated case asks: inside its promotion's window, or just after it ends. */
export const PROMOTION_MOMENTS = ['inside', 'after'] as const;

/**
 * Where a case the suite did not store comes from: a promotion of the harness under test
 * (promotion-cases.ts). Generated cases are run and counted like stored ones, never edited.
 */
export const generatedFromSchema = z.strictObject({
  promotionId: z.string(),
  moment: z.enum(PROMOTION_MOMENTS),
});

export type GeneratedFrom = z.infer<typeof generatedFromSchema>;
export type PromotionMoment = GeneratedFrom['moment'];
