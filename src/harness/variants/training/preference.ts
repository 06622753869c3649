import type { AssistantMessage, ChatMessage, ChatTool, CompiledRequest } from '../../compile/types';
import type { TurnEvent } from '../../runtime-events';
import { fineTuneMessage, type FineTuneMessage } from './openai-chat';
import { promptMessages, toolsOf } from './prompt';
import { trajectoryMessages, trajectoryOf } from './trajectory';

/** One line of an OpenAI preference (DPO) fine-tuning file. */
export interface PreferenceLine {
  input: { messages: FineTuneMessage[]; tools?: ChatTool[]; parallel_tool_calls?: boolean };
  preferred_output: FineTuneMessage[];
  non_preferred_output: FineTuneMessage[];
}

/** What the model wrote, without the ids the runtime gave its calls (they differ per trial). */
function sameAssistant(a: AssistantMessage, b: AssistantMessage): boolean {
  const calls = (m: AssistantMessage) =>
    (m.tool_calls ?? []).map((c) => [c.function.name, c.function.arguments]);
  return (
    (a.content ?? '') === (b.content ?? '') && JSON.stringify(calls(a)) === JSON.stringify(calls(b))
  );
}

const sameMessage = (a: ChatMessage, b: ChatMessage): boolean =>
  a.role === 'assistant' && b.role === 'assistant'
    ? sameAssistant(a, b)
    : a.role === b.role && a.content === b.content;

/**
 * A passing and a failing trial of one case on one arm as a preference pair. The output of a
 * preference example is one assistant message, so the two trials' shared beginning (same
 * calls, same answers) joins the input and the pair is their first differing assistant
 * message. Null when the chosen trial has no reply of the model's own, or the two never
 * differ in what the model wrote (or the failing one stopped where the other went on).
 */
export function preferenceLine(
  request: CompiledRequest,
  chosenTrace: readonly TurnEvent[],
  rejectedTrace: readonly TurnEvent[],
): PreferenceLine | null {
  const chosen = trajectoryOf(chosenTrace);
  if (!chosen.modelReplied) return null;
  const a = trajectoryMessages(chosen);
  // The rejected side is what the model wrote, before a hook rewrote or blocked it.
  const worse = trajectoryOf(rejectedTrace);
  const b = trajectoryMessages({ ...worse, reply: worse.modelReply ?? worse.reply });
  let i = 0;
  while (i < a.length && i < b.length && sameMessage(a[i]!, b[i]!)) i++;
  const preferred = a[i];
  const rejected = b[i];
  if (preferred?.role !== 'assistant' || rejected?.role !== 'assistant') return null;
  return {
    input: {
      messages: [...promptMessages(request, chosen), ...a.slice(0, i)].map(fineTuneMessage),
      ...toolsOf(request),
    },
    preferred_output: [fineTuneMessage(preferred)],
    non_preferred_output: [fineTuneMessage(rejected)],
  };
}
