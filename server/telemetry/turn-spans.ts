import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import type { TurnEvent } from '../runtime/run-turn';
import type { FinishedTurn } from '../modules/traces/turn-observer';
import {
  ERROR_TYPE,
  GEN_AI,
  HARNESS,
  HOOK_EVENT,
  OPERATION,
  PROVIDER,
  SENTENCE_EVENT,
  SERVER_ADDRESS,
  SERVER_PORT,
} from './gen-ai';
import { defined, hookAttributes, sentenceAttributes, usageAttributes } from './span-attributes';

type Of<T extends TurnEvent['type']> = Extract<TurnEvent, { type: T }>;

const text = (content: string) => ({ type: 'text', content });

type TurnMessage = Extract<TurnEvent, { type: 'prompt' }>['turn'];

/** The cache-friendly layout's turn message, as the prompt event recorded it. */
function turnMessageOf(events: readonly TurnEvent[]): TurnMessage {
  for (const e of events) if (e.type === 'prompt') return e.turn;
  return undefined;
}

/**
 * The conversation as the model got it: a turn message of role `user` goes just before the
 * viewer's last message (a `system` one belongs to the system instructions).
 */
function inputMessages(
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

function serverOf(baseUrl: string | undefined): Record<string, string | number> {
  if (!baseUrl) return {};
  try {
    const url = new URL(baseUrl);
    const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
    return { [SERVER_ADDRESS]: url.hostname, [SERVER_PORT]: port };
  } catch {
    return {};
  }
}

export interface SpanOptions {
  /** STUDIO_OTEL_CONTENT: messages, replies, tool arguments and results as attributes. */
  content: boolean;
  /** The viewer key's HMAC (the traces' own, so a span finds its trace), never the key. */
  viewer: string | null;
  /** The configured endpoint the turn called: the model asked for and the server's address. */
  endpoint?: { model?: string; baseUrl: string };
}

/**
 * Writes one finished turn as GenAI spans (gen-ai.ts): a root `invoke_agent {harness}` span,
 * a `chat {model}` span per model round and an `execute_tool {name}` span per tool call, both
 * children of the root, and each hook's decision as an event on the root. Built after the turn
 * from its stamped events (times are the turn's own: `startedAt` + each event's `at`), so the
 * turn itself never waits on this.
 */
export function recordTurnSpans(tracer: Tracer, turn: FinishedTurn, options: SpanOptions): void {
  const { content, viewer, endpoint } = options;
  const time = (at: number) => turn.startedAt + at;
  const requestModel = endpoint?.model ?? turn.model;
  const { model } = turn.doc;
  const request = defined({
    [GEN_AI.provider]: PROVIDER,
    [GEN_AI.system]: PROVIDER,
    [GEN_AI.requestModel]: requestModel,
    [GEN_AI.temperature]: model.temperature,
    [GEN_AI.topP]: model.topP,
    [GEN_AI.maxTokens]: model.maxTokens,
    [GEN_AI.seed]: model.seed,
  });
  const server = serverOf(endpoint?.baseUrl);

  const root = tracer.startSpan(
    `${OPERATION.agent} ${turn.doc.name}`,
    {
      kind: SpanKind.INTERNAL,
      startTime: turn.startedAt,
      attributes: defined({
        ...request,
        [GEN_AI.operation]: OPERATION.agent,
        [GEN_AI.agentId]: turn.harnessId,
        [GEN_AI.agentName]: turn.doc.name,
        [GEN_AI.agentVersion]: String(turn.version),
        [GEN_AI.outputType]: 'text',
        [HARNESS.id]: turn.harnessId,
        [HARNESS.label]: turn.label,
        [HARNESS.version]: turn.version,
        [HARNESS.arm]: turn.arm,
        [HARNESS.shop]: turn.shop,
        [HARNESS.viewer]: viewer,
        ...(content && {
          [GEN_AI.inputMessages]: inputMessages(turn.conversation, turnMessageOf(turn.events)),
        }),
      }),
    },
    ROOT_CONTEXT,
  );
  const parent = trace.setSpan(ROOT_CONTEXT, root);
  const chats = new Map<number, { span: Span; text: string }>();
  const tools = new Map<string, Span>();
  let system: string | undefined;
  const turnMessage = turnMessageOf(turn.events);

  const fail = (span: Span, type: string, message?: string) => {
    span.setAttribute(ERROR_TYPE, type);
    span.setStatus({ code: SpanStatusCode.ERROR, ...(message && { message }) });
  };

  for (const e of turn.events) {
    switch (e.type) {
      case 'prompt':
        system = e.system;
        break;
      case 'model_start': {
        const span = tracer.startSpan(
          `${OPERATION.chat} ${requestModel}`,
          {
            kind: SpanKind.CLIENT,
            startTime: time(e.at),
            attributes: defined({
              ...request,
              ...server,
              [GEN_AI.operation]: OPERATION.chat,
              [HARNESS.step]: e.step,
              ...(content &&
                system !== undefined && {
                  [GEN_AI.systemInstructions]: JSON.stringify([
                    text(system),
                    ...(turnMessage?.role === 'system' ? [text(turnMessage.content)] : []),
                  ]),
                }),
            }),
          },
          parent,
        );
        chats.set(e.step, { span, text: '' });
        break;
      }
      case 'delta': {
        const chat = chats.get(e.step);
        if (chat && content) chat.text += e.text;
        break;
      }
      case 'model_end':
        endChat(chats, e, content, turn.events, time(e.at));
        break;
      case 'tool_call': {
        const span = tracer.startSpan(
          `${OPERATION.tool} ${e.name}`,
          {
            kind: SpanKind.INTERNAL,
            startTime: time(e.at),
            attributes: defined({
              [GEN_AI.operation]: OPERATION.tool,
              [GEN_AI.toolName]: e.name,
              [GEN_AI.toolCallId]: e.id,
              [GEN_AI.toolType]: 'function',
              [HARNESS.step]: e.step,
              ...(content && { [GEN_AI.toolArguments]: e.rawArguments }),
            }),
          },
          parent,
        );
        tools.set(e.id, span);
        break;
      }
      case 'tool_result': {
        const span = tools.get(e.id);
        if (!span) break;
        tools.delete(e.id);
        span.setAttribute(HARNESS.toolSource, e.source);
        if (content) {
          span.setAttribute(GEN_AI.toolResult, e.ok ? JSON.stringify(e.result) : e.error);
        }
        if (!e.ok) fail(span, e.source === 'binding' ? 'tool_error' : e.source);
        span.end(time(e.at));
        break;
      }
      case 'hook':
        root.addEvent(HOOK_EVENT, hookAttributes(e, content), time(e.at));
        break;
      case 'sentence':
        root.addEvent(SENTENCE_EVENT, sentenceAttributes(e), time(e.at));
        break;
      case 'reply':
        root.setAttribute(HARNESS.replaced, e.replaced);
        if (e.blocked) root.setAttribute(HARNESS.blockedBy, e.blocked.hookId);
        if (content && e.text !== null) {
          root.setAttribute(
            GEN_AI.outputMessages,
            JSON.stringify([{ role: 'assistant', parts: [text(e.text)], finish_reason: 'stop' }]),
          );
        }
        break;
      case 'error':
        // The round that was running when the turn failed failed with it.
        for (const [step, chat] of chats) {
          fail(chat.span, e.code, e.message);
          chat.span.end(time(e.at));
          chats.delete(step);
        }
        fail(root, e.code, e.message);
        break;
      case 'done': {
        const end = time(e.at);
        // A cancelled turn leaves rounds and calls open: they end with it.
        for (const chat of chats.values()) chat.span.end(end);
        for (const span of tools.values()) span.end(end);
        root.setAttributes(
          defined({
            [HARNESS.outcome]: e.outcome,
            [HARNESS.firstTokenMs]: e.timings.firstTokenMs,
            [HARNESS.firstSentenceMs]: e.timings.firstSentenceMs,
            [HARNESS.firstReleaseMs]: e.timings.firstReleaseMs,
            ...usageAttributes(e.usage),
          }),
        );
        if (e.outcome === 'step_limit') fail(root, 'step_limit');
        root.end(end);
        return;
      }
      default:
        break;
    }
  }
  // A record without `done` (never from runTurn) still closes its spans.
  const last = time(turn.events.at(-1)?.at ?? 0);
  for (const chat of chats.values()) chat.span.end(last);
  for (const span of tools.values()) span.end(last);
  root.end(last);
}

function endChat(
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
