import { z } from 'zod';
import { liveContextSchema } from '../../../src/harness';
import { shopIdSchema } from '../../../src/harness/schema/shop';
import { labelName } from '../shared/params';

const contentPart = z.object({ type: z.string(), text: z.string().optional() });

const chatMessage = z.object({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool'], {
    error: 'Use a Chat Completions role: system, developer, user, assistant or tool.',
  }),
  content: z.union([z.string().max(20_000), z.array(contentPart).max(100), z.null()]).optional(),
});

/**
 * A Chat Completions request. Sampling fields (temperature, max_tokens, tools...) are
 * accepted and ignored: the harness decides them. `harness_context` carries the live
 * context; `user` is the traffic-split key.
 */
export const completionBody = z.object({
  model: z.string().max(256).optional(),
  messages: z.array(chatMessage).min(1, "Send at least the viewer's message.").max(500),
  stream: z.boolean().default(false),
  /** As OpenAI: `include_usage` adds a last chunk with the turn's token usage. */
  stream_options: z.object({ include_usage: z.boolean().optional() }).nullable().optional(),
  user: z.string().max(256).optional(),
  harness_context: liveContextSchema.optional(),
});

export type CompletionBody = z.infer<typeof completionBody>;

export const completionQuery = z.strictObject({
  /** The label to run; the `X-Harness-Label` header is also read; default `production`. */
  label: labelName.optional(),
  /** A shop on the harness: runs its host (base + overlay); the `X-Harness-Shop` header too. */
  shop: shopIdSchema.optional(),
});
