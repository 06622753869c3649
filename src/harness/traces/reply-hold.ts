import { z } from 'zod';

/** How far back and how many production traces the hold cost is measured on. */
export const REPLY_HOLD_HOURS = 24;
export const REPLY_HOLD_MAX_TRACES = 500;

/**
 * `GET .../traces/reply-hold`: what holding the first word until the last costs, measured on
 * the harness's production traces of the last `sinceHours` (at most the latest
 * REPLY_HOLD_MAX_TRACES) that have a first sentence: per turn, the time from the model having
 * written its first sentence (`timings.firstSentenceMs`) to the whole reply
 * (`timings.totalMs`), which is how long a whole-reply (before_reply) hook keeps that
 * sentence from the viewer. Percentiles are null when no turn counts.
 */
export const replyHoldSchema = z.strictObject({
  turns: z.int().min(0),
  p50Ms: z.number().min(0).nullable(),
  p95Ms: z.number().min(0).nullable(),
  sinceHours: z.int().min(1),
});

export type ReplyHold = z.infer<typeof replyHoldSchema>;
