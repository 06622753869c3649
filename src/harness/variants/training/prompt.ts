import { compileRequest } from '../../compile/compile-request';
import type { ChatMessage, ChatTool, CompiledRequest } from '../../compile/types';
import type { TestCase } from '../../evaluation/schema';
import type { HarnessDocument } from '../../schema/document';
import type { Trajectory } from './trajectory';

/**
 * The request a case's trial sent, in the variant's names: `compileRequest` of the arm's
 * variant with the case's context and conversation. Every format starts from it.
 */
export function caseRequest(variantDoc: HarnessDocument, testCase: TestCase): CompiledRequest {
  return compileRequest(variantDoc, testCase.context, {
    conversation: testCase.conversation.map((t) => ({ role: t.role, content: t.content })),
  });
}

/** The tools of a request, with `parallel_tool_calls` only when there are tools to call. */
export function toolsOf(request: CompiledRequest): {
  tools?: ChatTool[];
  parallel_tool_calls?: boolean;
} {
  if (!request.tools || request.tools.length === 0) return {};
  return { tools: request.tools, parallel_tool_calls: request.parallel_tool_calls ?? true };
}

/**
 * The messages the model was given: the system prompt the trial recorded (time-dependent
 * variables, such as the promotions running, are as they were then, not as at export) and
 * the conversation, its last viewer message as hooks rewrote it. With the cache-friendly
 * layout, the turn message compile put before that message is the one the trial recorded.
 */
export function promptMessages(request: CompiledRequest, t?: Trajectory): ChatMessage[] {
  const [first, ...conversation] = request.messages;
  const system: ChatMessage = {
    role: 'system',
    content: t?.system ?? (first?.role === 'system' ? first.content : ''),
  };
  const turns = first?.role === 'system' ? conversation : request.messages;
  const last = turns.length - 1;
  const recordedTurn = t?.turn ?? null;
  return [
    system,
    ...turns.map((m, i): ChatMessage => {
      if (i === last && m.role === 'user' && t?.userMessage)
        return { role: 'user', content: t.userMessage };
      // compile places the turn message just before the viewer's last message.
      if (i === last - 1 && recordedTurn !== null && turns[last]?.role === 'user')
        return { ...m, content: recordedTurn } as ChatMessage;
      return m;
    }),
  ];
}
