import { z } from 'zod';
import { GUARD_NAMES } from '../guards/guard-settings';
import { entityId, skillId, toolName } from '../schema/names';

/** In an accepted-values list, this marker (like BFCL's `""`) means the argument may be left out. */
export const OMITTED = { $omitted: true } as const;

export const expectedCallSchema = z.strictObject({
  name: toolName,
  /** Parameter -> accepted values. A parameter not listed accepts any well-typed value. */
  arguments: z
    .record(
      z.string().min(1),
      z.array(z.unknown()).min(1, 'List at least one accepted value.').max(100),
    )
    .default({}),
  /** Parameters the schema requires that this case lets the model leave out. */
  optional: z.array(z.string().min(1)).max(100).optional(),
});

const text = z.string().min(1, 'This cannot be empty.').max(2_000);
const budgetMs = z.int().min(1).max(600_000);

const toolCalls = z.strictObject({
  type: z.literal('tool_calls'),
  calls: z.array(expectedCallSchema).min(1, 'Expect at least one call.').max(20),
  /** any: parallel calls in any order; exact: in this order. */
  order: z.enum(['any', 'exact']).default('any'),
  /** Other calls (a lookup before the quote) are tolerated; BFCL's strict count when false. */
  allowExtra: z.boolean().default(false),
});

const replyMatches = z
  .strictObject({
    type: z.literal('reply_matches'),
    pattern: text,
    flags: z
      .string()
      .regex(/^[imsuv]*$/, 'Use only the flags i, m, s, u or v.')
      .optional(),
  })
  .superRefine((e, ctx) => {
    try {
      new RegExp(e.pattern, e.flags);
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      ctx.addIssue({ code: 'custom', path: ['pattern'], message: `Not a valid pattern: ${why}` });
    }
  });

const latency = z
  .strictObject({
    type: z.literal('latency'),
    firstTokenMs: budgetMs.optional(),
    totalMs: budgetMs.optional(),
  })
  .refine((e) => e.firstTokenMs !== undefined || e.totalMs !== undefined, {
    message: 'Set a firstTokenMs or totalMs budget.',
  });

/** One automatic check of the last turn; `type` picks which. */
export const expectationSchema = z.discriminatedUnion('type', [
  toolCalls,
  z.strictObject({ type: z.literal('no_tool_call') }),
  /** The turn ends blocked (a hook or guard stopped it): for cases about what must not be said. */
  z.strictObject({ type: z.literal('blocked') }),
  z.strictObject({
    type: z.literal('reply_contains'),
    values: z.array(text).min(1).max(50),
    mode: z.enum(['any', 'all']).default('any'),
  }),
  z.strictObject({ type: z.literal('reply_not_contains'), values: z.array(text).min(1).max(50) }),
  replyMatches,
  z.strictObject({ type: z.literal('reply_max_chars'), max: z.int().min(1).max(10_000) }),
  z.strictObject({
    type: z.literal('no_banned_words'),
    /** Phrases that contain a banned word but are fine, like "第一次" for "第一". */
    allow: z.array(text).max(50).default([]),
  }),
  z.strictObject({ type: z.literal('prices_from_tools') }),
  z.strictObject({ type: z.literal('skill_used'), skill: skillId }),
  z.strictObject({
    type: z.literal('hook'),
    /** A hook's id, or a built-in guard's (`guard:price`, `guard:words`...). */
    hook: entityId.or(z.enum(GUARD_NAMES.map((g) => `guard:${g}` as const))),
    decision: z.enum(['block', 'rewrite', 'answer', 'replace']),
  }),
  latency,
  z.strictObject({
    type: z.literal('judge'),
    rubric: z.string().min(1, 'Write the rubric.').max(4_000),
    /** A judge endpoint configured on the server; default: the server's judge. */
    endpoint: z.string().min(1).max(64).optional(),
  }),
]);

export type ExpectedCall = z.infer<typeof expectedCallSchema>;
export type Expectation = z.infer<typeof expectationSchema>;
export type ExpectationInput = z.input<typeof expectationSchema>;
export type ExpectationType = Expectation['type'];
export type ExpectationOf<T extends ExpectationType> = Extract<Expectation, { type: T }>;

export const EXPECTATION_TYPES = [
  'tool_calls',
  'no_tool_call',
  'blocked',
  'reply_contains',
  'reply_not_contains',
  'reply_matches',
  'reply_max_chars',
  'no_banned_words',
  'prices_from_tools',
  'skill_used',
  'hook',
  'latency',
  'judge',
] as const satisfies readonly ExpectationType[];

// Fails to compile when a new expectation type is not listed above.
type Unlisted = Exclude<ExpectationType, (typeof EXPECTATION_TYPES)[number]>;
const _everyTypeListed: [Unlisted] extends [never] ? true : never = true;
