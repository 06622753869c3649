import { z } from 'zod';

/** What a figure is, as `quotableFigures` says (`rate`: the share paid, 0.95 = 5% off). */
export const QUOTE_KINDS = ['price', 'list', 'off', 'threshold', 'rate'] as const;

/** Why a time was picked: inside a promotion's window both before and after, only its new one, only its old one. */
export const MOMENT_WINDOWS = ['both', 'new', 'old'] as const;

export const quoteMomentSchema = z.object({
  /** An instant inside the window(s), ISO 8601 in UTC. */
  at: z.string(),
  promotions: z.array(
    z.object({ id: z.string(), name: z.string(), window: z.enum(MOMENT_WINDOWS) }),
  ),
});

export const reviewedProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** null: no tool fixture or test case states its price, so its figures cannot be worked out. */
  price: z.number().nullable(),
  listPrice: z.number().optional(),
  /** The lowest price the host may say (the discount floor times the list price), per side. */
  floor: z.object({ before: z.number(), after: z.number() }).nullable(),
});

export const figureLineSchema = z.object({
  kind: z.enum(QUOTE_KINDS),
  /** Distinct values, lowest first. */
  before: z.array(z.number()),
  after: z.array(z.number()),
});

export const quoteRowSchema = z.object({
  productId: z.string(),
  /** The moment's `at`. */
  at: z.string(),
  /**
   * The viewers these figures are for: `new`, `returning`, `member`, or `member:<tier>` for
   * a tier some promotion names (then `member` is a member of any other tier); viewers with
   * the same figures share a row.
   */
  viewers: z.array(z.string()),
  lines: z.array(figureLineSchema),
  changed: z.boolean(),
});

/** What the host may quote per product, before and after a change, at the times it touches. */
export const priceReviewSchema = z.object({
  /** The harness's `settings.timeZone` (after the change), the zone times are said in. */
  timeZone: z.string(),
  moments: z.array(quoteMomentSchema),
  /** Every product a changed promotion reaches, priced or not. */
  products: z.array(reviewedProductSchema),
  rows: z.array(quoteRowSchema),
  /** Categories a changed promotion names that no product with a known price is in. */
  emptyCategories: z.array(z.string()),
  /** More times or products than are worked out; the first ones are. */
  truncated: z.boolean(),
});

export type QuoteMoment = z.infer<typeof quoteMomentSchema>;
export type ReviewedProduct = z.infer<typeof reviewedProductSchema>;
export type FigureLine = z.infer<typeof figureLineSchema>;
export type QuoteRow = z.infer<typeof quoteRowSchema>;
export type PriceReview = z.infer<typeof priceReviewSchema>;
