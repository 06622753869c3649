import { z } from 'zod';

/** An outcome's event: the four the platform sends, or a custom name of the same grammar. */
export const OUTCOME_EVENT_PATTERN = /^[a-z][a-z0-9_.-]{0,63}$/;
export const STANDARD_EVENTS = ['order', 'confirmed_receipt', 'product_view', 'click'] as const;

export const outcomeEventSchema = z
  .string()
  .regex(
    OUTCOME_EVENT_PATTERN,
    'Use order, confirmed_receipt, product_view, click or a custom name: lowercase letters, digits, _ . - (up to 64, starting with a letter).',
  );

/**
 * What a split must not make worse. Each is judged with the report's always-valid
 * intervals: a guardrail breaks only when the treatment is worse beyond its threshold with
 * confidence, never on a noisy look.
 */
export const guardrailSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('error_rate'),
      /** How much higher the treatment's share of failed turns may be, in points (0.02 = 2%). */
      maxIncrease: z.number().min(0, 'Use 0 to 1.').max(1, 'Use 0 to 1.'),
    }),
    z.strictObject({
      kind: z.literal('hook_block_rate'),
      /** How much higher the treatment's share of turns a hook blocked may be (0.05 = 5 points). */
      maxIncrease: z.number().min(0, 'Use 0 to 1.').max(1, 'Use 0 to 1.'),
    }),
    z.strictObject({
      kind: z.literal('first_token_p95'),
      /** The treatment's 95th percentile of time to first token must stay under this. */
      maxMs: z
        .int('Use whole milliseconds.')
        .min(1, 'Use 1 ms or more.')
        .max(600_000, 'Use at most 600,000 ms.'),
    }),
    z.strictObject({
      kind: z.literal('metric'),
      event: outcomeEventSchema,
      /** Conversion (share of viewers with the event) or value per viewer. */
      measure: z.enum(['conversion', 'valuePerUnit']).default('conversion'),
      /** The relative drop the treatment may cause (0.05 = 5% below the control). */
      maxDrop: z.number().min(0, 'Use 0 to 1.').max(1, 'Use 0 to 1.'),
    }),
  ],
  { error: 'Use a guardrail kind: error_rate, hook_block_rate, first_token_p95 or metric.' },
);

export type Guardrail = z.infer<typeof guardrailSchema>;
export type GuardrailInput = z.input<typeof guardrailSchema>;

export const guardrailsSchema = z.array(guardrailSchema).max(10, 'Up to 10 guardrails per split.');
