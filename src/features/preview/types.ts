import type { HookDecision, HookEvent, LiveContext } from '../../harness';

// The turn events as `POST /preview` streams them. They mirror server/runtime/turn/events.ts:
// the SPA talks to the server over HTTP only, so it states the wire format itself.

export interface StepTiming {
  step: number;
  firstTokenMs: number | null;
  durationMs: number;
  toolCalls: number;
}

export interface TurnTimings {
  totalMs: number;
  firstTokenMs: number | null;
  firstSentenceMs: number | null;
  modelRounds: number;
  modelMs: number;
  toolMs: number;
  hookMs: number;
  overheadMs: number;
  steps: StepTiming[];
  tools: { id: string; name: string; durationMs: number }[];
}

export type TurnOutcome = 'reply' | 'answered' | 'blocked' | 'step_limit' | 'error' | 'cancelled';

export interface HookEventData {
  type: 'hook';
  hookId: string;
  event: HookEvent;
  outcome: HookDecision['action'];
  decision?: HookDecision;
  error?: { kind: string; message: string; policy: 'fail_open' | 'fail_closed' };
  durationMs: number;
}

export interface ToolCallEvent {
  type: 'tool_call';
  step: number;
  id: string;
  name: string;
  arguments: Record<string, unknown> | null;
  rawArguments: string;
}

export type ToolResultEvent = {
  type: 'tool_result';
  step: number;
  id: string;
  name: string;
  durationMs: number;
  source: 'binding' | 'hook' | 'validation' | 'unknown_tool';
} & ({ ok: true; result: unknown } | { ok: false; error: string });

export interface ReplyEvent {
  type: 'reply';
  text: string | null;
  original: string | null;
  replaced: boolean;
  source: 'model' | 'hook';
  hookId?: string;
  rewrittenBy?: string[];
  blocked?: { hookId: string; reason: string };
}

export interface DoneEvent {
  type: 'done';
  outcome: TurnOutcome;
  reply: string | null;
  timings: TurnTimings;
}

export type ModelStartEvent = { type: 'model_start'; step: number; toolChoice?: string };
export type ModelEndEvent = { type: 'model_end'; finishReason: string; model: string } & StepTiming;
export type TurnErrorEvent = { type: 'error'; code: string; message: string };

export type TurnEvent = { /** ms since the turn started on the server */ at: number } & (
  | { type: 'start'; endpoint: string; harness: string }
  | { type: 'prompt'; system: string; tools: string[] }
  | HookEventData
  | ModelStartEvent
  | { type: 'delta'; step: number; text: string }
  | ModelEndEvent
  | ToolCallEvent
  | ToolResultEvent
  | ReplyEvent
  | TurnErrorEvent
  | DoneEvent
);

/** What `POST /preview` takes. */
export interface PreviewRequest {
  harnessId: string;
  /** `draft`, a version number, or `label:<name>`. */
  source: string;
  /** Omitted: the harness's own `model.endpoint`. */
  endpoint?: string;
  conversation: { role: 'user' | 'assistant'; content: string }[];
  context: LiveContext;
}

export interface ModelEndpoint {
  name: string;
  model: string | null;
}

/** Where a turn runs: a state of the harness on a model endpoint ('' = the harness's own). */
export interface Target {
  source: string;
  endpoint: string;
}

/** A state of the harness the person may preview, as the app offers them. */
export interface SourceOption {
  value: string;
  label: string;
}
