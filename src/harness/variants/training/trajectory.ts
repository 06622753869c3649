import type { AssistantMessage, ChatMessage, ToolMessage } from '../../compile/types';
import type { TurnEvent, TurnEventOf } from '../../runtime-events';
import { toolMessageContent } from '../../tool-message';

/** One model round that called tools: the assistant message and its tool messages, in call order. */
export interface TrajectoryRound {
  assistant: AssistantMessage & { tool_calls: NonNullable<AssistantMessage['tool_calls']> };
  tools: ToolMessage[];
}

/** What the model did in one trial, as the Chat Completions messages it saw and wrote. */
export interface Trajectory {
  /** The system prompt the trial's `prompt` event showed; null when the trace has none. */
  system: string | null;
  /** The turn message (cache-friendly layout) the `prompt` event showed; null: none or not recorded. */
  turn: string | null;
  /** The viewer's last message as hooks left it (user_message / before_model rewrites). */
  userMessage: string | null;
  rounds: TrajectoryRound[];
  /**
   * The reply the checks read: what the viewer heard, after before_sentence and before_reply
   * hooks; null when the turn gave none.
   */
  reply: string | null;
  /** What the model itself wrote as its reply, before hooks replaced, rewrote or blocked it. */
  modelReply: string | null;
  /**
   * False when a hook answered or blocked (a before_sentence block mid-reply included: the
   * viewer heard a part and the blocked ending, not what the model wrote).
   */
  modelReplied: boolean;
  /** The before_sentence hooks' decision on each sentence, in order (none without them). */
  sentences: TrajectorySentence[];
}

/** One sentence of the reply as before_sentence hooks decided on it. */
export interface TrajectorySentence {
  index: number;
  /** What the model wrote. */
  original: string;
  /** What was released: null when blocked, '' when dropped. */
  text: string | null;
  outcome: TurnEventOf<'sentence'>['outcome'];
  /** The hooks that replaced it, or the one that blocked it. */
  hooks: string[];
  /** The blocked ending said after a block, not the model's. */
  ending: boolean;
}

function sentenceOf(e: TurnEventOf<'sentence'>): TrajectorySentence {
  return {
    index: e.index,
    original: e.original,
    text: e.text,
    outcome: e.outcome,
    hooks: e.blocked ? [e.blocked.hookId] : (e.replacedBy ?? []),
    ending: e.ending === true,
  };
}

/** A tool result as the runtime writes it into the tool message (`toolMessageContent`). */
export function toolResultContent(e: TurnEventOf<'tool_result'>): string {
  return toolMessageContent(e.ok ? { ok: true, result: e.result } : { ok: false, error: e.error });
}

function rewrittenMessage(e: TurnEvent): string | undefined {
  if (e.type !== 'hook' || (e.event !== 'user_message' && e.event !== 'before_model')) return;
  const d = e.decision;
  return d?.action === 'rewrite' && typeof d.message === 'string' ? d.message : undefined;
}

/**
 * Reads one trial's compacted trace back into messages. Rounds follow the `tool_call` events'
 * steps; tool messages follow the calls' order, as the runtime sends them (results of one
 * round finish in any order). A round's text is its merged `delta` events.
 */
export function trajectoryOf(trace: readonly TurnEvent[]): Trajectory {
  let system: string | null = null;
  let turn: string | null = null;
  let userMessage: string | null = null;
  const text = new Map<number, string>();
  const calls = new Map<number, TurnEventOf<'tool_call'>[]>();
  const results = new Map<string, TurnEventOf<'tool_result'>>();
  let reply: TurnEventOf<'reply'> | undefined;
  let done: TurnEventOf<'done'> | undefined;
  const sentences: TrajectorySentence[] = [];
  for (const e of trace) {
    if (e.type === 'sentence') sentences.push(sentenceOf(e));
    if (e.type === 'prompt') {
      system = e.system;
      turn = e.turn?.content ?? null;
    } else if (e.type === 'delta') text.set(e.step, (text.get(e.step) ?? '') + e.text);
    else if (e.type === 'tool_call') calls.set(e.step, [...(calls.get(e.step) ?? []), e]);
    else if (e.type === 'tool_result') results.set(e.id, e);
    else if (e.type === 'reply') reply = e;
    else if (e.type === 'done') done = e;
    userMessage = rewrittenMessage(e) ?? userMessage;
  }
  const rounds = [...calls.entries()]
    .sort(([a], [b]) => a - b)
    .map(([step, stepCalls]): TrajectoryRound => {
      const said = text.get(step) ?? '';
      return {
        assistant: {
          role: 'assistant',
          content: said === '' ? null : said,
          tool_calls: stepCalls.map((c) => ({
            id: c.id,
            type: 'function',
            function: { name: c.name, arguments: c.rawArguments },
          })),
        },
        tools: stepCalls.flatMap((c) => {
          const r = results.get(c.id);
          return r
            ? [{ role: 'tool' as const, tool_call_id: c.id, content: toolResultContent(r) }]
            : [];
        }),
      };
    });
  return {
    system,
    turn,
    userMessage,
    rounds,
    reply: done?.reply ?? reply?.text ?? null,
    modelReply: reply?.source === 'model' ? reply.original : null,
    modelReplied: reply?.source === 'model' && reply.text !== null && !reply.blocked,
    sentences,
  };
}

/** The trajectory's messages after the conversation: rounds, then the final reply. */
export function trajectoryMessages(t: Trajectory): ChatMessage[] {
  const out: ChatMessage[] = t.rounds.flatMap((r) => [r.assistant, ...r.tools]);
  if (t.reply !== null) out.push({ role: 'assistant', content: t.reply });
  return out;
}
