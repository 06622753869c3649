import { z } from 'zod';
import { entityId } from './names';

export const HOOK_EVENTS = [
  'session_start',
  'user_message',
  'before_model',
  'before_tool',
  'after_tool',
  'before_sentence',
  'before_reply',
] as const;

export const hookEventSchema = z.enum(HOOK_EVENTS, {
  error: `Choose one of the events: ${HOOK_EVENTS.join(', ')}.`,
});

/** What the runtime did with a hook's decision (`replace`: before_sentence only). */
export const HOOK_ACTIONS = ['continue', 'block', 'rewrite', 'answer', 'replace'] as const;
export const hookActionSchema = z.enum(HOOK_ACTIONS);

const WHOLE = ['continue', 'block', 'rewrite', 'answer'] as const;

/**
 * The actions each event's hooks may return (the runtime refuses any other, the validator
 * warns): a before_sentence hook replaces or blocks its sentence, it cannot answer or rewrite.
 */
export const HOOK_EVENT_ACTIONS: Record<HookEvent, readonly HookAction[]> = {
  session_start: WHOLE,
  user_message: WHOLE,
  before_model: WHOLE,
  before_tool: WHOLE,
  after_tool: WHOLE,
  before_sentence: ['continue', 'replace', 'block'],
  before_reply: WHOLE,
};

export const hookSchema = z.strictObject({
  id: entityId,
  event: hookEventSchema,
  description: z.string().max(1024).default(''),
  /** JavaScript defining `function hook(ctx) { ... }` that returns a decision. */
  source: z.string().max(100_000),
  enabled: z.boolean().default(true),
  timeoutMs: z.int().min(1).max(5_000).default(50),
  memoryLimitKb: z.int().min(256).max(65_536).default(8_192),
  /** What the runtime does when the hook throws or runs out of time: continue, or block. */
  onError: z.enum(['fail_open', 'fail_closed']).default('fail_open'),
});

export type HookEvent = z.infer<typeof hookEventSchema>;
export type Hook = z.infer<typeof hookSchema>;
export type HookAction = z.infer<typeof hookActionSchema>;
