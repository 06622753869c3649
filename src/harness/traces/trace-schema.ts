import { z } from 'zod';
import { hookActionSchema, hookEventSchema } from '../schema/hook';
import { TURN_OUTCOMES } from '../evaluation/turn-record';
import { pageSchema } from '../records';
import { conversationTurnSchema, testCaseSchema } from '../evaluation/schema';
import type { SentenceCut, SentenceEvent } from '../runtime-events';
import { tokenUsageSchema } from '../usage';
import { armSchema } from '../experiments/arms';

// A production trace: one turn the OpenAI-compatible agent endpoint ran (a harness's host or a
// shop's), as the trace browser lists and shows it. Declared once here: the server's store
// writes and reads it, its routes validate and document it, the SPA renders it.

/** How the turn ended: the runtime's outcome (`blocked`: a hook blocked the reply). */
export const traceOutcomeSchema = z.enum(TURN_OUTCOMES);

/** Texts longer than this (messages, arguments, results, replies) are cut, with the marker. */
export const TRACE_TEXT_MAX = 4000;
export const TRUNCATION_MARKER = '…[truncated]';
/** At most this many messages, tool calls, hook runs and sentences are kept per trace (the last ones). */
export const TRACE_LIST_MAX = 50;

/** A message of the conversation the host heard (the harness owns the system prompt). */
export const traceMessageSchema = conversationTurnSchema;

export const traceToolCallSchema = z.strictObject({
  step: z.int(),
  name: z.string(),
  /** The model's raw arguments (cut at TRACE_TEXT_MAX). */
  arguments: z.string(),
  /** Null when the turn ended before the call had a result. */
  ok: z.boolean().nullable(),
  /** The result as JSON text, or the error message (cut at TRACE_TEXT_MAX). */
  result: z.string().nullable(),
  source: z.enum(['binding', 'hook', 'validation', 'unknown_tool']).nullable(),
  durationMs: z.number().nullable(),
});

export const traceHookSchema = z.strictObject({
  hookId: z.string(),
  event: hookEventSchema,
  /** What the runtime did with the hook's decision. */
  outcome: hookActionSchema,
  /** A block's reason, when the hook gave one. */
  reason: z.string().nullable(),
  /** The hook failed (thrown, timed out...) and its error policy decided the outcome. */
  error: z.string().nullable(),
  durationMs: z.number(),
  /** before_sentence: the index of the sentence it checked (traceSentenceSchema.index). */
  sentence: z.int().min(0).nullable(),
});

export const SENTENCE_CUTS = [
  'sentence',
  'clause',
  'length',
  'end',
] as const satisfies readonly SentenceCut[];
export const SENTENCE_OUTCOMES = [
  'continue',
  'replace',
  'block',
] as const satisfies readonly SentenceEvent['outcome'][];

/** One sentence of the reply through before_sentence hooks (the runtime's `sentence` event). */
export const traceSentenceSchema = z.strictObject({
  index: z.int().min(0),
  /** The model round that wrote it. */
  step: z.int(),
  /** What the model wrote (cut at TRACE_TEXT_MAX). */
  original: z.string(),
  /** What was released; null when a hook blocked it; '' when a hook dropped it. */
  text: z.string().nullable(),
  outcome: z.enum(SENTENCE_OUTCOMES),
  cut: z.enum(SENTENCE_CUTS),
  /** ms since the turn started at which the model had written the whole sentence. */
  writtenAt: z.number(),
  /** ms since the turn started at which it was released (or dropped, or blocked). */
  releasedAt: z.number(),
  /** Hooks that replaced it, in order (empty when none did). */
  replacedBy: z.array(z.string()),
  blocked: z
    .strictObject({
      hookId: z.string(),
      reason: z.string(),
      /** A built-in guard's code (`guard.price_unknown`...), said in the reader's language. */
      code: z.string().optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .nullable(),
  /** settings.sentence.blockedEnding, said after a block. */
  ending: z.boolean(),
});

export const traceTimingsSchema = z.strictObject({
  /** From the start of the turn to the first reply text. */
  firstTokenMs: z.number().nullable(),
  /** To the first speakable sentence. */
  firstSentenceMs: z.number().nullable(),
  /** To the first checked reply text that left the runtime; null when none did or unknown. */
  firstReleaseMs: z.number().nullable(),
  totalMs: z.number(),
  modelMs: z.number(),
  toolMs: z.number(),
  hookMs: z.number(),
  modelRounds: z.int(),
});

/** One row of the trace browser's list. */
export const traceSummarySchema = z.strictObject({
  id: z.string(),
  harnessId: z.string(),
  /** When the turn started (ISO 8601, ms, UTC). */
  at: z.string(),
  label: z.string(),
  version: z.int(),
  /** Which arm of the label's split served the viewer; null when the label had no split. */
  arm: armSchema.nullable(),
  shop: z.string().nullable(),
  outcome: traceOutcomeSchema,
  /** The turn's error code (model or runtime), when it failed. */
  errorCode: z.string().nullable(),
  /** A hook blocked the message or the reply. */
  blocked: z.boolean(),
  /** A tool call failed (binding error, invalid arguments, unknown tool). */
  toolError: z.boolean(),
  firstTokenMs: z.number().nullable(),
  totalMs: z.number(),
  /** The viewer's last message, cut for the list. */
  question: z.string(),
});

/** A whole trace, as `GET .../traces/{traceId}` answers. */
export const traceSchema = traceSummarySchema.extend({
  /**
   * The viewer key (the `user` of the request) as an HMAC-SHA-256 with the server's secret,
   * never the key itself: the same viewer gives the same hash on every instance.
   */
  viewer: z.string().nullable(),
  /** The model the endpoint reported. */
  model: z.string().nullable(),
  /** The sampling rate the turn was kept under (1 = every turn). */
  sampleRate: z.number(),
  /** The conversation the request sent (the last ones, texts cut). */
  messages: z.array(traceMessageSchema),
  /** The live context of the request (product on screen, promotions, viewer...). */
  context: z.record(z.string(), z.unknown()),
  /**
   * The turn's time, which decided the promotions in force: the context's `now`, or the
   * server's clock when the request gave none. Null on traces kept before it was recorded.
   */
  turnTime: z.strictObject({ now: z.string(), source: z.enum(['context', 'server']) }).nullable(),
  /** What the viewer heard; null when blocked or failed. */
  reply: z.string().nullable(),
  /**
   * What the model (or an answering hook) said before before_reply hooks changed or blocked
   * it; null when they let it through as it was.
   */
  original: z.string().nullable(),
  error: z.string().nullable(),
  hooks: z.array(traceHookSchema),
  toolCalls: z.array(traceToolCallSchema),
  /** The reply's sentences through before_sentence hooks (none without such hooks). */
  sentences: z.array(traceSentenceSchema),
  timings: traceTimingsSchema,
  /** Tokens over the turn's model rounds, as the model server reported them; null if it did not. */
  usage: tokenUsageSchema.nullable(),
  /** Something was cut to keep the trace bounded (texts, lists or the context). */
  truncated: z.boolean(),
});

export const tracePageSchema = pageSchema(traceSummarySchema);

/** The trace browser's filters (`GET .../traces?...`); all optional, combined with AND. */
export const traceFilterSchema = z.strictObject({
  label: z.string().max(64).optional(),
  version: z.coerce.number().int().min(1).optional(),
  arm: armSchema.optional(),
  shop: z.string().max(64).optional(),
  outcome: traceOutcomeSchema.optional(),
  /** `true`: only turns a hook blocked. */
  blocked: z.enum(['true', 'false']).optional(),
  /** Only turns whose total took longer than this many ms. */
  slowerThan: z.coerce.number().min(0).max(3_600_000).optional(),
  /** `true`: only turns with a failed tool call. */
  toolError: z.enum(['true', 'false']).optional(),
});

export type TraceOutcome = z.infer<typeof traceOutcomeSchema>;
export type TraceToolCall = z.infer<typeof traceToolCallSchema>;
export type TraceHook = z.infer<typeof traceHookSchema>;
export type TraceSentence = z.infer<typeof traceSentenceSchema>;
export type TraceTimings = z.infer<typeof traceTimingsSchema>;
export type TraceSummary = z.infer<typeof traceSummarySchema>;
export type Trace = z.infer<typeof traceSchema>;
export type TraceFilter = z.infer<typeof traceFilterSchema>;

/**
 * `POST .../traces/{traceId}/test-case`: the case's own fields; its conversation and live
 * context are the trace's. The same rules as any test case (testCaseSchema).
 */
export const traceTestCaseBodySchema = testCaseSchema
  .pick({ id: true, name: true, tags: true, trials: true, expectations: true })
  .extend({
    /** A case with this id exists: replace it (else the answer is 409 with it). */
    replace: z.boolean().default(false),
  });

export type TraceTestCaseBody = z.input<typeof traceTestCaseBodySchema>;
