import { z } from 'zod';
import { EXPECTATION_TYPES } from '../../../src/harness/evaluation/expectation-schema';

// Bodies of POST /harnesses/{id}/reward. Messages are loose objects: trainers send what their
// chat template produced (`name`, `refusal`, `reasoning_content`...), and only the fields
// below are read.

const label = z.string().min(1, 'Give the label of an RL environment.').max(300);

/** Text or the API's content parts (their texts, joined). */
const content = z
  .union([
    z.string(),
    z.null(),
    z.array(z.looseObject({ type: z.string(), text: z.string().optional() })),
  ])
  .optional()
  .transform((c) => (Array.isArray(c) ? c.map((p) => p.text ?? '').join('') : c));

const toolCall = z.looseObject({
  id: z.string().max(200).optional(),
  type: z.literal('function').optional(),
  function: z.looseObject({
    name: z.string().max(200),
    /** The API's JSON string; an object is read too. */
    arguments: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  }),
});

export const completionMessageSchema = z.looseObject({
  role: z.enum(['system', 'user', 'assistant', 'tool'], {
    error: 'Use the role "system", "user", "assistant" or "tool".',
  }),
  content,
  tool_calls: z.array(toolCall).max(100).optional(),
  tool_call_id: z.string().max(200).optional(),
});

const MAX_BATCH = 4_096;

/** A completion as OpenAI messages (assistant tool calls, tool answers, the reply). */
export const messagesRewardBody = z.strictObject({
  label,
  messages: z.array(completionMessageSchema).min(1, 'Send at least one message.').max(500),
});

/** A raw completion: text with Hermes / Qwen `<tool_call>` blocks. */
export const textRewardBody = z.strictObject({
  label,
  completion: z.string().max(200_000),
});

/**
 * OpenRLHF's remote reward model request (`--remote_rm_url`): each `query` is the prompt and
 * the response as one text, `prompts` the prompts, `labels` the `--label_key` values (here
 * an environment's `label`). Other keys some versions add are ignored.
 */
export const openRlhfRewardBody = z
  .looseObject({
    query: z.array(z.string()).max(MAX_BATCH),
    prompts: z.array(z.string()).max(MAX_BATCH),
    labels: z.array(label).max(MAX_BATCH),
  })
  .superRefine((b, ctx) => {
    for (const key of ['prompts', 'labels'] as const)
      if (b[key].length !== b.query.length)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `Send one entry per query (${b.query.length}), not ${b[key].length}.`,
        });
  });

/** For the OpenAPI document: the three bodies the route reads. */
export const rewardBody = z.union([messagesRewardBody, textRewardBody, openRlhfRewardBody]);

export const rewardCheckSchema = z.object({
  /** Position in the case's expectations. */
  index: z.int(),
  type: z.enum(EXPECTATION_TYPES),
  pass: z.boolean(),
  message: z.string(),
  details: z.array(z.string()).optional(),
});

export const rewardResultSchema = z.object({
  /** 1 when every check that applies passed, else 0: the suite's own verdict on a trial. */
  reward: z.number(),
  passed: z.boolean(),
  /** Share of the checks that passed (0 when none applies), for logging and shaping. */
  share: z.number(),
  checks: z.array(rewardCheckSchema),
  /** Checks a completion cannot be graded on (latency, hooks, a judge), and why. */
  skipped: z.array(
    z.object({ index: z.int(), type: z.enum(EXPECTATION_TYPES), reason: z.string() }),
  ),
});
export type RewardResult = z.infer<typeof rewardResultSchema>;

export const openRlhfRewardSchema = z.object({
  rewards: z.array(z.number()),
  /** 0..1, what OpenRLHF's dynamic filtering reads: the same as `rewards` here. */
  scores: z.array(z.number()),
  /** One value per query under each key, as OpenRLHF logs them. */
  extra_logs: z.object({ share: z.array(z.number()), checks: z.array(z.number()) }),
});
