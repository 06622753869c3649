import type { Span } from '@opentelemetry/api';
import type { TurnEvent } from '../runtime/run-turn';
import { GEN_AI, HARNESS, SERVER_ADDRESS, SERVER_PORT } from './gen-ai';
import { defined, usageAttributes } from './span-attributes';

// What the turn's spans say of messages: the conversation, the system instructions and what
// each model round answered, in the GenAI conventions' message shapes.

export type Of<T extends TurnEvent['type']> = Extract<TurnEvent, { type: T }>;

export const text = (content: string) => ({ type: 'text', content });

export type TurnMessage = Extract<TurnEvent, { type: 'prompt' }>['turn'];

/** The cache-friendly layout's turn message, as the prompt event recorded it. */
export function turnMessageOf(events: readonly TurnEvent[]): TurnMessage {
  for (const e of events) if (e.type === 'prompt') return e.turn;
  return undefined;
}

/**
 * The conversation as the model got it: a turn message of role `user` goes just before the
 * viewer's last message (a `system` one belongs to the system instructions).
 */
export function inputMessages(
  conversation: readonly { role: string; content: string }[],
  turnMessage: TurnMessage,
): string {
  const messages = conversation.map((m) => ({ role: m.role, parts: [text(m.content)] }));
  if (turnMessage?.role === 'user') {
    messages.splice(Math.max(0, messages.length - 1), 0, {
      role: 'user',
      parts: [text(turnMessage.content)],
    });
  }
  return JSON.stringify(messages);
}

export function serverOf(baseUrl: string | undefined): Record<string, string | number> {
  if (!baseUrl) return {};
  try {
    const url = new URL(baseUrl);
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    return { [SERVER_ADDRESS]: url.hostname, [SERVER_PORT]: port };
  } catch {
    return {};
  }
}

/** Ends a model round's span with what the model answered. */
export function endChat(
  chats: Map<number, { span: Span; text: string }>,
  e: Of<'model_end'>,
  content: boolean,
  events: readonly TurnEvent[],
  end: number,
): void {
  const chat = chats.get(e.step);
  if (!chat) return;
  chats.delete(e.step);
  const { span } = chat;
  span.setAttributes(
    defined({
      [GEN_AI.responseModel]: e.model,
      [GEN_AI.finishReasons]: [e.finishReason],
      [HARNESS.firstTokenMs]: e.firstTokenMs,
      ...usageAttributes(e.usage),
    }),
  );
  if (content) {
    const calls = events.filter(
      (c): c is Of<'tool_call'> => c.type === 'tool_call' && c.step === e.step,
    );
    const parts = [
      ...(chat.text ? [text(chat.text)] : []),
      ...calls.map((c) => ({
        type: 'tool_call',
        id: c.id,
        name: c.name,
        arguments: c.arguments ?? c.rawArguments,
      })),
    ];
    span.setAttribute(
      GEN_AI.outputMessages,
      JSON.stringify([{ role: 'assistant', parts, finish_reason: e.finishReason }]),
    );
  }
  span.end(end);
}
