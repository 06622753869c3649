import type { HookTrace } from '../hooks/run-hooks';
import type { ModelErrorCode } from '../model-errors';

/** How a turn ended. */
export type TurnOutcome =
  | 'reply' // the model answered (possibly rewritten by a before_reply hook)
  | 'answered' // a hook answered without (or instead of) the model
  | 'blocked' // a hook blocked the message or the reply: nothing is said
  | 'step_limit' // the model still wanted tools after settings.maxSteps rounds
  | 'error'
  | 'cancelled';

export interface StepTiming {
  step: number;
  /** From sending this round's request to its first content or tool-call delta. */
  firstTokenMs: number | null;
  durationMs: number;
  toolCalls: number;
}

export interface TurnTimings {
  totalMs: number;
  /** From the start of the turn to the first reply text streamed. */
  firstTokenMs: number | null;
  /** To the first speakable sentence: the streamed text first holds 。！？!? or a newline. */
  firstSentenceMs: number | null;
  modelRounds: number;
  /** Wall time inside model requests. */
  modelMs: number;
  /** Wall time inside tool bindings (calls of one round overlap, so the longest counts). */
  toolMs: number;
  hookMs: number;
  /** Everything else: the runtime's own cost (compile, hooks, validation, bookkeeping). */
  overheadMs: number;
  steps: StepTiming[];
  tools: { id: string; name: string; durationMs: number }[];
}

type At = { /** ms since the turn started */ at: number };

export type TurnEvent = At &
  (
    | { type: 'start'; endpoint: string; harness: string }
    | { type: 'prompt'; system: string; tools: string[] }
    | ({ type: 'hook' } & HookTrace)
    | { type: 'model_start'; step: number; toolChoice?: string }
    | { type: 'delta'; step: number; text: string }
    | ({ type: 'model_end'; finishReason: string; model: string } & StepTiming)
    | {
        type: 'tool_call';
        step: number;
        id: string;
        name: string;
        arguments: Record<string, unknown> | null;
        rawArguments: string;
      }
    | ({
        type: 'tool_result';
        step: number;
        id: string;
        name: string;
        durationMs: number;
        source: ToolResultSource;
      } & ({ ok: true; result: unknown } | { ok: false; error: string }))
    | ReplyEvent
    | {
        type: 'error';
        code: ModelErrorCode | 'invalid_context' | 'no_endpoint' | 'step_limit' | 'internal';
        message: string;
      }
    | { type: 'done'; outcome: TurnOutcome; reply: string | null; timings: TurnTimings }
  );

/** Where a tool result came from: the binding, a hook, or a refusal before the binding ran. */
export type ToolResultSource = 'binding' | 'hook' | 'validation' | 'unknown_tool';

/**
 * The final reply. Text deltas stream to the viewer as the model writes them; a
 * before_reply hook only sees the whole reply, so when it rewrites or blocks, this event
 * carries the final text with `replaced: true` and the viewer shows that instead.
 */
export interface ReplyEvent {
  type: 'reply';
  /** What the host says; null when blocked. */
  text: string | null;
  /** What the model (or answering hook) said before before_reply hooks. */
  original: string | null;
  replaced: boolean;
  source: 'model' | 'hook';
  /** The hook that answered (source hook) or blocked. */
  hookId?: string;
  /** before_reply hooks that rewrote the reply, in order. */
  rewrittenBy?: string[];
  blocked?: { hookId: string; reason: string };
}

export type DoneEvent = Extract<TurnEvent, { type: 'done' }>;
export type EmitFn = (event: TurnEvent) => void;
