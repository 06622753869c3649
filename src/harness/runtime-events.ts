import type { DiagnosticParams } from './diagnostics';
import type { HookDecision } from './hook-contract';
import type { Hook, HookEvent } from './schema/hook';
import type { TurnOutcome } from './evaluation/turn-record';
import type { TokenUsage } from './usage';

// The runtime's turn events: what `POST /preview` streams, what the agent endpoint reads and
// what a test run keeps as its trace. Declared once here, in the core, because the server
// emits them and the SPA replays them; types only, the wire format is their JSON.

export type { TurnOutcome } from './evaluation/turn-record';

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
  /**
   * To the first reply text that left the runtime checked: a released sentence, or the
   * whole reply once before_reply hooks passed it (absent from an older server).
   */
  firstReleaseMs?: number | null;
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

/** Why a model call ended without an answer. */
export type ModelErrorCode =
  | 'unavailable'
  | 'http'
  | 'first_token_timeout'
  | 'timeout'
  | 'stream_broken'
  | 'cancelled'
  | 'config';

export type TurnErrorCode =
  ModelErrorCode | 'invalid_context' | 'no_endpoint' | 'step_limit' | 'internal';

/** How a hook run failed: in the sandbox, or by returning something that is not a decision. */
export type HookFailureKind =
  | 'error' // the hook threw, or returned something that is not JSON
  | 'timeout'
  | 'memory'
  | 'stack'
  | 'crash' // the sandbox itself failed
  | 'cancelled' // the turn ended before the hook ran
  | 'invalid_decision';

/** One hook's run, as the trace shows it. */
/**
 * Who stopped a reply and why. A built-in guard stands where a hook id does (`guard:price`)
 * and adds its `code` and `params`, which the SPA says in the reader's language.
 */
export interface ReplyBlock {
  hookId: string;
  reason: string;
  code?: string;
  params?: Record<string, string | number>;
}

export interface HookEventData {
  type: 'hook';
  hookId: string;
  event: HookEvent;
  /** What the runtime did: an error under fail_open continues, under fail_closed blocks. */
  outcome: HookDecision['action'];
  decision?: HookDecision;
  error?: { kind: HookFailureKind; message: string; policy: Hook['onError'] };
  durationMs: number;
  /** before_sentence: the index of the sentence it checked (SentenceEvent.index). */
  sentence?: number;
  /** A built-in guard (hookId `guard:<name>`): what it found, said by its code. */
  guard?: { code: string; params: Record<string, string | number> };
}

export interface ModelStartEvent {
  type: 'model_start';
  step: number;
  toolChoice?: string;
}

export interface DeltaEvent {
  type: 'delta';
  step: number;
  text: string;
}

export type ModelEndEvent = {
  type: 'model_end';
  finishReason: string;
  model: string;
  /** What the model server reported for this round; absent when it reported nothing. */
  usage?: TokenUsage;
} & StepTiming;

/** How a sentence was cut from the model's stream. */
export type SentenceCut =
  | 'sentence' // a sentence end (Intl.Segmenter, the harness's language)
  | 'clause' // longer than settings.sentence.maxChars: at its last clause break
  | 'length' // longer than maxChars with no clause break: at maxChars
  | 'end'; // the round's text ended (or the stream was cut) mid-sentence

/**
 * One sentence of the reply through before_sentence hooks. Its `at` is when it was released
 * (or dropped, or blocked); `writtenAt` when the model had written all of it. Only sentences
 * whose hooks passed them ever leave the runtime.
 */
export interface SentenceEvent {
  type: 'sentence';
  /** The model round that wrote it. */
  step: number;
  /** 0-based, in the turn. */
  index: number;
  /** What the model wrote. */
  original: string;
  /** What was released; null when a hook blocked it; '' when a hook dropped it. */
  text: string | null;
  cut: SentenceCut;
  /** ms since the turn started at which the model had written the whole sentence. */
  writtenAt: number;
  outcome: 'continue' | 'replace' | 'block';
  /** Hooks that replaced it, in order. */
  replacedBy?: string[];
  blocked?: ReplyBlock;
  /** settings.sentence.blockedEnding, said after a block. */
  ending?: boolean;
}

export interface ToolCallEvent {
  type: 'tool_call';
  step: number;
  id: string;
  name: string;
  /** Null when the model's arguments were not a JSON object. */
  arguments: Record<string, unknown> | null;
  rawArguments: string;
}

/** Where a tool result came from: the binding, a hook, or a refusal before the binding ran. */
export type ToolResultSource = 'binding' | 'hook' | 'validation' | 'unknown_tool';

export type ToolResultEvent = {
  type: 'tool_result';
  step: number;
  id: string;
  name: string;
  durationMs: number;
  source: ToolResultSource;
} & ({ ok: true; result: unknown } | { ok: false; error: string });

/**
 * The final reply. Text deltas stream to the viewer as the model writes them; a
 * before_reply hook only sees the whole reply, so when it rewrites or blocks, this event
 * carries the final text with `replaced: true` and the viewer shows that instead. With
 * before_sentence hooks, `text` is what was released (the sentences of every round as the
 * hooks passed them, a blockedEnding included: what the viewer heard) and `blocked` names
 * the hook that stopped the reply mid-way (`text` then holds what had left before).
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
  blocked?: ReplyBlock;
}

export interface TurnErrorEvent {
  type: 'error';
  code: TurnErrorCode;
  /** The server's English; a reader's language comes from `turn.<code>` and `params`. */
  message: string;
  /** The params of `turn.<code>` in DIAGNOSTIC_CODES (absent from an older server). */
  params?: DiagnosticParams;
  /** The model server's HTTP status (code `http`): e.g. a 429 is passed on as one. */
  status?: number;
}

export interface DoneEvent {
  type: 'done';
  outcome: TurnOutcome;
  reply: string | null;
  timings: TurnTimings;
  /** Summed over the turn's model rounds that reported usage; absent when none did. */
  usage?: TokenUsage;
}

/** Every event of a turn, stamped with the ms since the turn started on the server. */
export type TurnEvent = { at: number } & (
  | {
      type: 'start';
      endpoint: string;
      harness: string;
      /** The turn's time: the live context's `now`, else the server's (`nowSource`). */
      now?: string;
      nowSource?: 'context' | 'server';
    }
  | {
      type: 'prompt';
      system: string;
      tools: string[];
      /**
       * The cache-friendly layout's context message of this turn, before the viewer's: the
       * per-product and per-turn sections that changed since the viewer's last turn.
       */
      turn?: { role: 'system' | 'user'; content: string };
    }
  | HookEventData
  | ModelStartEvent
  | DeltaEvent
  | SentenceEvent
  | ModelEndEvent
  | ToolCallEvent
  | ToolResultEvent
  | ReplyEvent
  | TurnErrorEvent
  | DoneEvent
);

export type TurnEventType = TurnEvent['type'];

/** One kind of event, stamped: `TurnEventOf<'done'>`. */
export type TurnEventOf<T extends TurnEventType> = Extract<TurnEvent, { type: T }>;
