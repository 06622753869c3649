import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
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
} from './gen-ai';
import { defined, hookAttributes, sentenceAttributes, usageAttributes } from './span-attributes';
import {
  endChat,
  inputMessages,
  serverOf,
  text,
  turnMessageOf,
  type Of,
  type TurnMessage,
} from './span-messages';

export interface SpanOptions {
  /** STUDIO_OTEL_CONTENT: messages, replies, tool arguments and results as attributes. */
  content: boolean;
  /** The viewer key's HMAC (the traces' own, so a span finds its trace), never the key. */
  viewer: string | null;
  /** The configured endpoint the turn called: the model asked for and the server's address. */
  endpoint?: { model?: string; baseUrl: string };
}

/** What one turn's span writing keeps between its events. */
interface SpanRun {
  tracer: Tracer;
  turn: FinishedTurn;
  content: boolean;
  time: (at: number) => number;
  requestModel: string;
  request: Attributes;
  server: Record<string, string | number>;
  root: Span;
  parent: ReturnType<typeof trace.setSpan>;
  chats: Map<number, { span: Span; text: string }>;
  tools: Map<string, Span>;
  system: string | undefined;
  turnMessage: TurnMessage;
}

function fail(span: Span, type: string, message?: string) {
  span.setAttribute(ERROR_TYPE, type);
  span.setStatus({ code: SpanStatusCode.ERROR, ...(message && { message }) });
}

/** The root `invoke_agent {harness}` span, with what the turn was asked. */
function startRoot(
  tracer: Tracer,
  turn: FinishedTurn,
  options: SpanOptions,
  request: Attributes,
): Span {
  return tracer.startSpan(
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
        [HARNESS.viewer]: options.viewer,
        ...(options.content && {
          [GEN_AI.inputMessages]: inputMessages(turn.conversation, turnMessageOf(turn.events)),
        }),
      }),
    },
    ROOT_CONTEXT,
  );
}

function startChat(run: SpanRun, e: Of<'model_start'>): void {
  const { content, system, turnMessage } = run;
  const span = run.tracer.startSpan(
    `${OPERATION.chat} ${run.requestModel}`,
    {
      kind: SpanKind.CLIENT,
      startTime: run.time(e.at),
      attributes: defined({
        ...run.request,
        ...run.server,
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
    run.parent,
  );
  run.chats.set(e.step, { span, text: '' });
}

function startTool(run: SpanRun, e: Of<'tool_call'>): void {
  const span = run.tracer.startSpan(
    `${OPERATION.tool} ${e.name}`,
    {
      kind: SpanKind.INTERNAL,
      startTime: run.time(e.at),
      attributes: defined({
        [GEN_AI.operation]: OPERATION.tool,
        [GEN_AI.toolName]: e.name,
        [GEN_AI.toolCallId]: e.id,
        [GEN_AI.toolType]: 'function',
        [HARNESS.step]: e.step,
        ...(run.content && { [GEN_AI.toolArguments]: e.rawArguments }),
      }),
    },
    run.parent,
  );
  run.tools.set(e.id, span);
}

function endTool(run: SpanRun, e: Of<'tool_result'>): void {
  const span = run.tools.get(e.id);
  if (!span) return;
  run.tools.delete(e.id);
  span.setAttribute(HARNESS.toolSource, e.source);
  if (run.content) {
    span.setAttribute(GEN_AI.toolResult, e.ok ? JSON.stringify(e.result) : e.error);
  }
  if (!e.ok) fail(span, e.source === 'binding' ? 'tool_error' : e.source);
  span.end(run.time(e.at));
}

function onReply(run: SpanRun, e: Of<'reply'>): void {
  const { root } = run;
  root.setAttribute(HARNESS.replaced, e.replaced);
  if (e.blocked) root.setAttribute(HARNESS.blockedBy, e.blocked.hookId);
  if (run.content && e.text !== null) {
    root.setAttribute(
      GEN_AI.outputMessages,
      JSON.stringify([{ role: 'assistant', parts: [text(e.text)], finish_reason: 'stop' }]),
    );
  }
}

function onError(run: SpanRun, e: Of<'error'>): void {
  // The round that was running when the turn failed failed with it.
  for (const [step, chat] of run.chats) {
    fail(chat.span, e.code, e.message);
    chat.span.end(run.time(e.at));
    run.chats.delete(step);
  }
  fail(run.root, e.code, e.message);
}

/** Ends whatever is still open (a cancelled turn leaves rounds and calls open) and the root. */
function endAll(run: SpanRun, end: number): void {
  for (const chat of run.chats.values()) chat.span.end(end);
  for (const span of run.tools.values()) span.end(end);
  run.root.end(end);
}

function onDone(run: SpanRun, e: Of<'done'>): void {
  run.root.setAttributes(
    defined({
      [HARNESS.outcome]: e.outcome,
      [HARNESS.firstTokenMs]: e.timings.firstTokenMs,
      [HARNESS.firstSentenceMs]: e.timings.firstSentenceMs,
      [HARNESS.firstReleaseMs]: e.timings.firstReleaseMs,
      ...usageAttributes(e.usage),
    }),
  );
  if (e.outcome === 'step_limit') fail(run.root, 'step_limit');
  endAll(run, run.time(e.at));
}

/** Handles one event; true once the turn is done. */
function onEvent(run: SpanRun, e: TurnEvent): boolean {
  switch (e.type) {
    case 'prompt':
      run.system = e.system;
      break;
    case 'model_start':
      startChat(run, e);
      break;
    case 'delta': {
      const chat = run.chats.get(e.step);
      if (chat && run.content) chat.text += e.text;
      break;
    }
    case 'model_end':
      endChat(run.chats, e, run.content, run.turn.events, run.time(e.at));
      break;
    case 'tool_call':
      startTool(run, e);
      break;
    case 'tool_result':
      endTool(run, e);
      break;
    case 'hook':
      run.root.addEvent(HOOK_EVENT, hookAttributes(e, run.content), run.time(e.at));
      break;
    case 'sentence':
      run.root.addEvent(SENTENCE_EVENT, sentenceAttributes(e), run.time(e.at));
      break;
    case 'reply':
      onReply(run, e);
      break;
    case 'error':
      onError(run, e);
      break;
    case 'done':
      onDone(run, e);
      return true;
    default:
      break;
  }
  return false;
}

/**
 * Writes one finished turn as GenAI spans (gen-ai.ts): a root `invoke_agent {harness}` span,
 * a `chat {model}` span per model round and an `execute_tool {name}` span per tool call, both
 * children of the root, and each hook's decision as an event on the root. Built after the turn
 * from its stamped events (times are the turn's own: `startedAt` + each event's `at`), so the
 * turn itself never waits on this.
 */
export function recordTurnSpans(tracer: Tracer, turn: FinishedTurn, options: SpanOptions): void {
  const { endpoint } = options;
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
  const root = startRoot(tracer, turn, options, request);
  const run: SpanRun = {
    tracer,
    turn,
    content: options.content,
    time: (at: number) => turn.startedAt + at,
    requestModel,
    request,
    server: serverOf(endpoint?.baseUrl),
    root,
    parent: trace.setSpan(ROOT_CONTEXT, root),
    chats: new Map(),
    tools: new Map(),
    system: undefined,
    turnMessage: turnMessageOf(turn.events),
  };
  for (const e of turn.events) if (onEvent(run, e)) return;
  // A record without `done` (never from runTurn) still closes its spans.
  endAll(run, run.time(turn.events.at(-1)?.at ?? 0));
}
