import {
  TRACE_LIST_MAX,
  TRACE_TEXT_MAX,
  TRUNCATION_MARKER,
  type Trace,
  type TraceHook,
  type TraceSentence,
  type TraceToolCall,
} from '../../../src/harness/traces';
import type { FinishedTurn } from './turn-observer';

/** The live context is kept whole up to this size (JSON), else left out (marked truncated). */
const CONTEXT_MAX = 16_000;
const QUESTION_MAX = 200;

/** Cuts a text to `max` characters, the marker included; `cut` learns whether it did. */
function clip(text: string, max: number, cut: { truncated: boolean }): string {
  if (text.length <= max) return text;
  cut.truncated = true;
  return text.slice(0, max - TRUNCATION_MARKER.length) + TRUNCATION_MARKER;
}

/** The last `max` items (the end of a conversation or turn tells most). */
function lastOf<T>(items: T[], cut: { truncated: boolean }): T[] {
  if (items.length <= TRACE_LIST_MAX) return items;
  cut.truncated = true;
  return items.slice(-TRACE_LIST_MAX);
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return String(value);
  }
}

type TurnEvent = FinishedTurn['events'][number];
type SentenceEvent = Extract<TurnEvent, { type: 'sentence' }>;
type HookEvent = Extract<TurnEvent, { type: 'hook' }>;
type Clip = (t: string) => string;

function traceSentence(e: SentenceEvent, text: Clip): TraceSentence {
  return {
    index: e.index,
    step: e.step,
    original: text(e.original),
    text: e.text === null ? null : text(e.text),
    outcome: e.outcome,
    cut: e.cut,
    writtenAt: e.writtenAt,
    releasedAt: e.at,
    replacedBy: e.replacedBy ?? [],
    blocked: e.blocked
      ? {
          hookId: e.blocked.hookId,
          reason: text(e.blocked.reason),
          ...(e.blocked.code ? { code: e.blocked.code, params: e.blocked.params ?? {} } : {}),
        }
      : null,
    ending: e.ending ?? false,
  };
}

function traceHook(e: HookEvent, text: Clip): TraceHook {
  return {
    hookId: e.hookId,
    event: e.event,
    outcome: e.outcome,
    reason: e.decision?.action === 'block' && e.decision.reason ? text(e.decision.reason) : null,
    error: e.error ? text(`${e.error.kind}: ${e.error.message}`) : null,
    durationMs: e.durationMs,
    sentence: e.sentence ?? null,
  };
}

/** What a turn's events say: its tool calls, hooks, sentences, first error and time. */
function readEvents(events: readonly TurnEvent[], text: Clip) {
  const calls = new Map<string, TraceToolCall>();
  const hooks: TraceHook[] = [];
  const sentences: TraceSentence[] = [];
  const read = {
    error: null as string | null,
    errorCode: null as string | null,
    original: null as string | null,
    turnTime: null as Trace['turnTime'],
  };
  for (const e of events) {
    if (e.type === 'start' && e.now !== undefined && e.nowSource !== undefined) {
      read.turnTime = { now: e.now, source: e.nowSource };
    } else if (e.type === 'tool_call') {
      calls.set(e.id, {
        step: e.step,
        name: e.name,
        arguments: text(e.rawArguments),
        ok: null,
        result: null,
        source: null,
        durationMs: null,
      });
    } else if (e.type === 'tool_result') {
      const call = calls.get(e.id);
      if (call) {
        call.ok = e.ok;
        call.result = text(e.ok ? json(e.result) : e.error);
        call.source = e.source;
        call.durationMs = e.durationMs;
      }
    } else if (e.type === 'hook') {
      hooks.push(traceHook(e, text));
    } else if (e.type === 'sentence') {
      sentences.push(traceSentence(e, text));
    } else if (e.type === 'reply') {
      read.original = e.replaced && e.original !== null ? text(e.original) : null;
    } else if (e.type === 'error' && read.error === null) {
      read.error = text(e.message);
      read.errorCode = e.code;
    }
  }
  return { ...read, toolCalls: [...calls.values()], hooks, sentences };
}

/**
 * A finished turn as a bounded trace, from the runtime's own events and timings (nothing is
 * measured again). Runs on the queue's flush, not on the viewer's path.
 */
export function traceFrom(
  turn: FinishedTurn,
  meta: { id: string; viewer: string | null; sampleRate: number },
): Trace {
  const cut = { truncated: false };
  const text = (t: string) => clip(t, TRACE_TEXT_MAX, cut);
  const { toolCalls, hooks, sentences, error, errorCode, original, turnTime } = readEvents(
    turn.events,
    text,
  );
  const { done } = turn;
  const t = done.timings;
  const contextJson = json(turn.context);
  const keepContext = contextJson.length <= CONTEXT_MAX;
  if (!keepContext) cut.truncated = true;
  const question = turn.conversation.at(-1)?.content ?? '';
  return {
    id: meta.id,
    harnessId: turn.harnessId,
    at: new Date(turn.startedAt).toISOString(),
    label: turn.label,
    version: turn.version,
    arm: turn.arm,
    shop: turn.shop,
    outcome: done.outcome,
    errorCode,
    blocked: done.outcome === 'blocked' || hooks.some((h) => h.outcome === 'block'),
    toolError: toolCalls.some((c) => c.ok === false),
    firstTokenMs: t.firstTokenMs,
    totalMs: t.totalMs,
    question: clip(question, QUESTION_MAX, { truncated: false }),
    viewer: meta.viewer,
    model: turn.model,
    sampleRate: meta.sampleRate,
    messages: lastOf(
      turn.conversation.map((m) => ({ role: m.role, content: text(m.content) })),
      cut,
    ),
    context: keepContext ? (turn.context as Record<string, unknown>) : {},
    turnTime,
    reply: done.reply === null ? null : text(done.reply),
    original,
    error,
    hooks: lastOf(hooks, cut),
    toolCalls: lastOf(toolCalls, cut),
    sentences: lastOf(sentences, cut),
    timings: {
      firstTokenMs: t.firstTokenMs,
      firstSentenceMs: t.firstSentenceMs,
      firstReleaseMs: t.firstReleaseMs ?? null,
      totalMs: t.totalMs,
      modelMs: t.modelMs,
      toolMs: t.toolMs,
      hookMs: t.hookMs,
      modelRounds: t.modelRounds,
    },
    usage: done.usage ?? null,
    truncated: cut.truncated,
  };
}
