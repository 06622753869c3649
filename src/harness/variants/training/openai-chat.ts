import type { AssistantMessage, ChatMessage, ChatTool, CompiledRequest } from '../../compile/types';
import type { TurnEvent } from '../../runtime-events';
import { promptMessages, toolsOf } from './prompt';
import { trajectoryMessages, trajectoryOf } from './trajectory';

/**
 * One line of an OpenAI supervised fine-tuning file for chat models: `messages` (system,
 * conversation, assistant `tool_calls` with their `tool` messages, the final reply), `tools`
 * and `parallel_tool_calls`, the request's own.
 */
export interface OpenAiChatLine {
  messages: FineTuneMessage[];
  tools?: ChatTool[];
  parallel_tool_calls?: boolean;
}

/** An assistant message that only calls tools leaves `content` out, as OpenAI's examples do. */
export type FineTuneMessage = ChatMessage | Omit<AssistantMessage, 'content'>;

export function fineTuneMessage(m: ChatMessage): FineTuneMessage {
  if (m.role !== 'assistant' || m.content !== null) return m;
  const { content: _none, ...rest } = m;
  return rest;
}

/**
 * The trial as a training example, in the names of the variant it ran on. Null when the model
 * did not write the reply itself (a hook answered or blocked, the turn failed): there is
 * nothing of the model's to learn from.
 */
export function openAiChatLine(
  request: CompiledRequest,
  trace: readonly TurnEvent[],
): OpenAiChatLine | null {
  const t = trajectoryOf(trace);
  if (!t.modelReplied) return null;
  return {
    messages: [...promptMessages(request, t), ...trajectoryMessages(t)].map(fineTuneMessage),
    ...toolsOf(request),
  };
}
