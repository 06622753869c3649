import type {
  DoneEvent,
  HookEventData,
  ModelEndEvent,
  ModelStartEvent,
  ReplyEvent,
  SentenceEvent,
  ToolCallEvent,
  ToolResultEvent,
  TurnErrorEvent,
  TurnEvent,
  TurnEventOf,
} from '../types';

/** The steps a trace lists, in the order the server sent them. */
export type TraceItem =
  | HookEventData
  | ModelStartEvent
  | (ModelEndEvent & {
      /** what this round said (before tool calls, or the reply draft) */ text: string;
    })
  | SentenceEvent
  | ToolCallEvent
  | ToolResultEvent
  | TurnErrorEvent;

/** One answer of one target, as it streams in. */
export interface TurnView {
  status: 'running' | 'done' | 'cancelled' | 'failed';
  endpoint?: string;
  /** Text of the model round being streamed now (earlier rounds' text is in the trace). */
  streamed: string;
  step: number;
  reply?: ReplyEvent;
  trace: (TraceItem & { at: number })[];
  prompt?: Pick<TurnEventOf<'prompt'>, 'system' | 'tools' | 'turn'>;
  /** The turn's `error` event: what the server says went wrong (e.g. what to start). */
  error?: { code: string; message: string; params?: TurnErrorEvent['params'] };
  /** The request itself was refused (4xx) or the connection failed; absent when the
   * stream merely ended without its `done` event. */
  requestError?: string;
  done?: DoneEvent;
  /** Seen in the browser, from sending: the first text, and the end of the stream. */
  clientFirstTokenMs?: number;
  clientTotalMs?: number;
  /**
   * Not streamed now but replayed: a host turn written in a test case (`case`), a stored
   * run's events (`trace`), or only its summary record (`record`: no step timings).
   */
  recorded?: 'case' | 'trace' | 'record';
}

export const startTurn = (): TurnView => ({ status: 'running', streamed: '', step: 0, trace: [] });

/** Folds one event into the answer; `elapsedMs` is the browser's time since sending. */
export function applyEvent(view: TurnView, event: TurnEvent, elapsedMs: number): TurnView {
  switch (event.type) {
    case 'start':
      return { ...view, endpoint: event.endpoint };
    case 'prompt':
      return {
        ...view,
        prompt: {
          system: event.system,
          tools: event.tools,
          ...(event.turn && { turn: event.turn }),
        },
      };
    case 'model_start':
      return { ...view, step: event.step, streamed: '', trace: [...view.trace, event] };
    case 'delta':
      return {
        ...view,
        streamed: view.streamed + event.text,
        clientFirstTokenMs: view.clientFirstTokenMs ?? elapsedMs,
      };
    case 'model_end':
      return { ...view, trace: [...view.trace, { ...event, text: view.streamed }] };
    case 'reply':
      return { ...view, reply: event };
    case 'error':
      return {
        ...view,
        error: {
          code: event.code,
          message: event.message,
          ...(event.params ? { params: event.params } : {}),
        },
        trace: [...view.trace, event],
      };
    case 'done':
      return {
        ...view,
        done: event,
        status: event.outcome === 'cancelled' ? 'cancelled' : 'done',
        clientTotalMs: elapsedMs,
      };
    default:
      return { ...view, trace: [...view.trace, event] };
  }
}

/** The stream ended, was aborted or failed without a `done` event. */
export function endTurn(view: TurnView, how: 'cancelled' | 'ended' | { error: string }): TurnView {
  if (view.status !== 'running') return view;
  if (how === 'cancelled') return { ...view, status: 'cancelled' };
  if (how === 'ended') return { ...view, status: 'failed' };
  return { ...view, status: 'failed', requestError: how.error };
}

export type TracedSentence = SentenceEvent & { at: number };

/** The reply's sentences through before_sentence hooks, in the order they were decided. */
export function sentencesOf(view: TurnView): TracedSentence[] {
  return view.trace.filter((i): i is TracedSentence => i.type === 'sentence');
}

/**
 * What the viewer heard (or is hearing): the final reply once known, else the sentences
 * released so far; null while nothing checked has left. The model's raw text is not this.
 */
export function spokenText(view: TurnView): string | null {
  if (view.reply) return view.reply.text;
  const released = sentencesOf(view).flatMap((s) => (s.text ? [s.text] : []));
  return released.length > 0 ? released.join('') : null;
}

/**
 * The model's text of the round being written that no sentence has been decided on yet: its
 * draft, not what was said. Empty once the reply is known.
 */
export function draftText(view: TurnView): string {
  if (view.reply) return '';
  const decided = sentencesOf(view)
    .filter((s) => s.step === view.step)
    .map((s) => s.original)
    .join('');
  // The gate cuts the streamed text in order; if it ever does not start with what it cut,
  // the whole round is shown as the draft rather than a wrong tail.
  return decided && view.streamed.startsWith(decided)
    ? view.streamed.slice(decided.length)
    : view.streamed;
}
