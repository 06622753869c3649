import { z } from 'zod';
import { diagnosticParamsSchema } from '../diagnostics';
import { hookActionSchema, hookEventSchema } from '../schema/hook';

/** How a turn ended; the runtime's `TurnOutcome`. */
export const TURN_OUTCOMES = [
  'reply',
  'answered',
  'blocked',
  'step_limit',
  'error',
  'cancelled',
] as const;

export const recordedToolCallSchema = z.strictObject({
  name: z.string(),
  /** Null when the model's arguments were not a JSON object. */
  arguments: z.record(z.string(), z.unknown()).nullable(),
  rawArguments: z.string(),
});

export const recordedToolResultSchema = z.discriminatedUnion('ok', [
  z.strictObject({ name: z.string(), ok: z.literal(true), result: z.unknown() }),
  z.strictObject({ name: z.string(), ok: z.literal(false), error: z.string() }),
]);

export const recordedHookSchema = z.strictObject({
  hook: z.string(),
  event: hookEventSchema,
  decision: hookActionSchema,
});

/**
 * What one run of a case's last turn did, in plain JSON: the server builds it from the
 * runtime's events (tool_call, tool_result, hook, reply, done) and stores it with the run.
 */
export const turnRecordSchema = z.strictObject({
  /** What the viewer heard, after before_reply hooks; null when blocked or failed. */
  reply: z.string().nullable(),
  outcome: z.enum(TURN_OUTCOMES),
  /** Every call of the turn across model rounds, in order (including `use_skill`). */
  toolCalls: z.array(recordedToolCallSchema),
  toolResults: z.array(recordedToolResultSchema),
  hooks: z.array(recordedHookSchema),
  /**
   * Skills the turn used: on demand, the `use_skill` calls; inline, the server's attribution
   * (see `skillsUsedInline`).
   */
  skillsUsed: z.array(z.string()),
  timings: z.strictObject({
    firstTokenMs: z.number().min(0).nullable(),
    totalMs: z.number().min(0),
  }),
  error: z.string().optional(),
  /** The error event's code and params (`turn.<code>`), for the reader's language. */
  errorCode: z.string().optional(),
  errorParams: diagnosticParamsSchema.optional(),
});

export type TurnOutcome = (typeof TURN_OUTCOMES)[number];
export type RecordedToolCall = z.infer<typeof recordedToolCallSchema>;
export type RecordedToolResult = z.infer<typeof recordedToolResultSchema>;
export type RecordedHook = z.infer<typeof recordedHookSchema>;
export type TurnRecord = z.infer<typeof turnRecordSchema>;
