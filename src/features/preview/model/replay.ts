import type { ConversationTurn, HookEvent, TurnRecord } from '../../../harness';
import type { Exchange } from '../store/preview-store';
import type { ReplyEvent, TurnEvent } from '../types';
import { applyEvent, endTurn, startTurn, type TraceItem, type TurnView } from './turn-view';

/** A turn of a test case as an exchange: the viewer's message and what the host said. */
export interface CaseTurn {
  question: string;
  reply: string | null;
}

/**
 * A case's conversation as the preview's exchanges: the earlier turns, and the last viewer
 * message (the one the case checks). Host turns in a row are joined; a host turn before any
 * viewer message has no exchange to belong to and is left out.
 */
export function caseTurns(conversation: readonly ConversationTurn[]): {
  history: CaseTurn[];
  last: string | null;
} {
  const turns: CaseTurn[] = [];
  for (const turn of conversation) {
    const previous = turns.at(-1);
    if (turn.role === 'user') turns.push({ question: turn.content, reply: null });
    else if (previous)
      previous.reply =
        previous.reply === null ? turn.content : `${previous.reply}\n${turn.content}`;
  }
  const last = turns.at(-1);
  if (!last || last.reply !== null) return { history: turns, last: null };
  return { history: turns.slice(0, -1), last: last.question };
}

/** A host turn written in the test case: only its text is known. */
export function caseAnswer(text: string | null): TurnView {
  const reply: ReplyEvent | undefined =
    text === null
      ? undefined
      : { type: 'reply', text, original: text, replaced: false, source: 'model' };
  return { ...startTurn(), status: 'done', reply, recorded: 'case' };
}

/** A stored trial's events folded as if they streamed now; the browser timed nothing. */
export function traceAnswer(events: readonly TurnEvent[]): TurnView {
  const folded = events.reduce((v, e) => applyEvent(v, e, e.at), startTurn());
  const ended = endTurn(folded, 'ended');
  return { ...ended, clientFirstTokenMs: undefined, clientTotalMs: undefined, recorded: 'trace' };
}

const EARLY_HOOKS: readonly HookEvent[] = ['session_start', 'user_message', 'before_model'];

/**
 * A trial known only by its record (a run stored before traces were kept): its hooks and
 * calls without step timings (NaN shows as unknown), hooks placed by their event around the
 * calls since the record does not keep their order.
 */
export function recordAnswer(record: TurnRecord): TurnView {
  const hook = (h: TurnRecord['hooks'][number]): TraceItem & { at: number } => ({
    type: 'hook',
    at: 0,
    hookId: h.hook,
    event: h.event,
    outcome: h.decision,
    durationMs: Number.NaN,
  });
  const tools = record.toolCalls.flatMap((call, i): (TraceItem & { at: number })[] => {
    const id = `call-${i + 1}`;
    const result = record.toolResults[i];
    const base = { at: 0, step: 0, id, name: call.name };
    const callItem = { ...base, type: 'tool_call' as const, ...call, name: call.name };
    if (!result || result.name !== call.name) return [callItem];
    const common = { ...base, type: 'tool_result' as const, durationMs: Number.NaN };
    const resultItem = result.ok
      ? { ...common, source: 'binding' as const, ok: true as const, result: result.result }
      : { ...common, source: 'binding' as const, ok: false as const, error: result.error };
    return [callItem, resultItem];
  });
  const trace = [
    ...record.hooks.filter((h) => EARLY_HOOKS.includes(h.event)).map(hook),
    ...tools,
    ...record.hooks.filter((h) => !EARLY_HOOKS.includes(h.event)).map(hook),
  ];
  const blocker = record.hooks.find((h) => h.decision === 'block');
  const answerer = record.hooks.find((h) => h.decision === 'answer');
  const reply: ReplyEvent = {
    type: 'reply',
    text: record.reply,
    original: record.reply,
    replaced: false,
    source: record.outcome === 'answered' ? 'hook' : 'model',
    ...(record.outcome === 'answered' && answerer ? { hookId: answerer.hook } : {}),
    ...(record.outcome === 'blocked' && blocker
      ? { blocked: { hookId: blocker.hook, reason: '' } }
      : {}),
  };
  const unknown = Number.NaN;
  return {
    ...startTurn(),
    status: record.outcome === 'cancelled' ? 'cancelled' : 'done',
    trace,
    reply,
    ...(record.error ? { error: { code: record.outcome, message: record.error } } : {}),
    done: {
      type: 'done',
      outcome: record.outcome,
      reply: record.reply,
      timings: {
        totalMs: record.timings.totalMs,
        firstTokenMs: record.timings.firstTokenMs,
        firstSentenceMs: null,
        modelRounds: unknown,
        modelMs: unknown,
        toolMs: unknown,
        hookMs: unknown,
        overheadMs: unknown,
        steps: [],
        tools: [],
      },
    },
    recorded: 'record',
  };
}

/** Each trial's answer: its stored events when the run kept them, else its record. */
export function trialAnswers(
  records: readonly TurnRecord[],
  traces: readonly (readonly TurnEvent[])[] | undefined,
): TurnView[] {
  const count = Math.max(records.length, traces?.length ?? 0);
  return Array.from({ length: count }, (_, i) => {
    const events = traces?.[i];
    if (events && events.length > 0) return traceAnswer(events);
    const record = records[i];
    return record ? recordAnswer(record) : { ...startTurn(), status: 'failed' as const };
  });
}

/**
 * The exchanges a replay starts with: the case's earlier turns (each target hears the
 * written host turn), then the recorded trials of the last message, which is shown but not
 * sent again as history (Run again asks it anew).
 */
export function replayExchanges(
  conversation: readonly ConversationTurn[],
  trials: TurnView[],
): Omit<Exchange, 'id'>[] {
  const { history, last } = caseTurns(conversation);
  const earlier = history.map((turn): Omit<Exchange, 'id'> => ({
    question: turn.question,
    targets: [],
    answers: [caseAnswer(turn.reply), caseAnswer(turn.reply)],
    kind: 'history',
  }));
  if (last === null) return earlier;
  return [...earlier, { question: last, targets: [], answers: trials, kind: 'recording' }];
}
