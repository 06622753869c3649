import type { HookEvent } from './schema/hook';

/**
 * What a hook receives: plain JSON only. A hook's source defines
 * `function hook(ctx) { ... }` and returns a HookDecision (or nothing, meaning continue).
 */
export interface HookContext {
  event: HookEvent;
  /** The viewer's message of this turn (all events). */
  message: string;
  /** before_reply: the reply about to be spoken. */
  reply?: string;
  /** before_tool / after_tool: the call being made. */
  toolCall?: { name: string; arguments: Record<string, unknown> };
  /** after_tool: what the binding returned. */
  toolResult?: unknown;
  /** Every tool result of this turn so far, in call order. */
  toolResults: { name: string; result: unknown }[];
  /** The live context of the turn (product, viewer, now...). */
  context: Record<string, unknown>;
  preferences: Record<string, unknown>;
  bannedWords: string[];
}

export type HookDecision =
  | { action: 'continue' }
  | { action: 'block'; reason: string }
  | {
      action: 'rewrite';
      message?: string;
      arguments?: Record<string, unknown>;
      reply?: string;
    }
  | { action: 'answer'; reply: string };

/** Type definitions given to the hook editor, so completion and type errors work there. */
export const HOOK_TYPE_DEFINITIONS = `
type HookEvent = 'session_start' | 'user_message' | 'before_model' | 'before_tool' | 'after_tool' | 'before_reply';
interface HookContext {
  event: HookEvent;
  message: string;
  reply?: string;
  toolCall?: { name: string; arguments: Record<string, unknown> };
  toolResult?: unknown;
  toolResults: { name: string; result: unknown }[];
  context: Record<string, unknown>;
  preferences: Record<string, unknown>;
  bannedWords: string[];
}
type HookDecision =
  | { action: 'continue' }
  | { action: 'block'; reason: string }
  | { action: 'rewrite'; message?: string; arguments?: Record<string, unknown>; reply?: string }
  | { action: 'answer'; reply: string };
`;
