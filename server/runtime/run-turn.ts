import {
  withTurnTime,
  type ChatMessage,
  type CompiledRequest,
  type HarnessDocument,
  type LiveContext,
} from '../../src/harness';
import { guardHookId } from '../../src/harness/guards';
import { turnError } from '../../src/harness/turn-error';
import { ModelError } from './model-errors';
import type { ModelRound } from './model-client';
import { toolMessageContent } from './tools/tool-outcome';
import { compileTurn, toolsOf, type CompiledTurn } from './turn/compile-cache';
import type { DoneEvent, EmitFn, TurnErrorEvent } from './turn/events';
import { TurnScope, type TurnDeps } from './turn/scope';
import { runToolCalls } from './turn/tool-step';
import { SentenceGate } from './turn/sentence-gate';
import { gatedRound, type GatedStream } from './turn/sentence-gate-turn';
import { blocked, reply, type Ending } from './turn/reply-step';
import { addUsage } from './turn/usage-sum';

export type { TurnDeps } from './turn/scope';
export type * from './turn/events';

export interface ConversationMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** What the runtime knows of a conversation's earlier turns (the cache-friendly layout). */
export interface TurnHistory {
  /** The live context of each earlier viewer message, oldest first (null: unknown). */
  earlier: readonly (LiveContext | null)[];
  /** Told the live context this turn is compiled with (its clock filled in), for the next turn. */
  remember?: (context: LiveContext) => void;
}

export interface TurnInput {
  doc: HarnessDocument;
  /** The conversation so far; the last message is the viewer's message of this turn. */
  conversation: ConversationMessage[];
  context: LiveContext;
  /**
   * The earlier turns' live contexts: each one's context message goes back where its request
   * had it, so this request extends that one (compile/layout.ts). Absent: unknown, none.
   */
  history?: TurnHistory;
  /** A configured endpoint name; default: the harness's `model.endpoint`. */
  endpoint?: string;
}

export interface TurnOptions {
  signal?: AbortSignal;
  emit?: EmitFn;
}

/**
 * Runs one turn of a harness (docs/architecture.md, "One turn of the runtime"):
 * session_start/user_message hooks -> compile -> per round: before_model hooks, the model
 * (streamed), each tool call through validation, before_tool, its binding and after_tool ->
 * before_reply hooks -> the reply. Every step is an event; the last is always `done`. It
 * never throws: failures end the turn with an `error` event. Preview, test runs and the
 * production endpoint all run this.
 */
export async function runTurn(
  input: TurnInput,
  deps: TurnDeps,
  options: TurnOptions = {},
): Promise<DoneEvent> {
  let done: DoneEvent | undefined;
  const emit: EmitFn = (e) => {
    if (e.type === 'done') done = e;
    options.emit?.(e);
  };
  const { doc } = input;
  const last = input.conversation.at(-1);
  // A turn without a clock runs at the server's time, so promotions in force still apply.
  const time = withTurnTime(input.context ?? {}, doc.settings.timeZone, Date.now());
  // Checked and compiled once per (document, live context): compile-cache.ts.
  const compiled = compileTurn(
    doc,
    time.context,
    input.conversation as ChatMessage[],
    input.history?.earlier,
  );
  if (compiled.ok) input.history?.remember?.(time.context);
  const scope = new TurnScope(
    doc,
    deps,
    emit,
    compiled.ok ? compiled.context : {},
    last?.role === 'user' ? last.content : '',
    options.signal,
  );
  const endpoint = input.endpoint ?? doc.model.endpoint;
  scope.emit({
    type: 'start',
    endpoint,
    harness: doc.name,
    now: time.now,
    nowSource: time.nowSource,
  });
  let ending: Ending;
  try {
    ending = await turnBody(scope, input, endpoint, compiled);
  } catch (err) {
    ending = failed(scope, err);
  }
  const usage = scope.usage ? { usage: scope.usage } : {};
  scope.emit({ type: 'done', ...ending, timings: scope.clock.timings(), ...usage });
  return done!;
}

function failed(scope: TurnScope, err: unknown): Ending {
  if (scope.cancelled || (err instanceof ModelError && err.code === 'cancelled')) {
    return { outcome: 'cancelled', reply: null };
  }
  if (err instanceof ModelError) {
    const status = err.status === undefined ? {} : { status: err.status };
    scope.emit({
      type: 'error',
      code: err.code,
      message: err.message,
      params: err.params,
      ...status,
    });
  } else {
    console.error('[runtime] turn failed:', err);
    scope.emit(turnError('internal', 'The turn failed inside the runtime.'));
  }
  return { outcome: 'error', reply: null };
}

/** What stops a turn before any hook runs: a bad context, no viewer message, no endpoint. */
function precheck(
  scope: TurnScope,
  input: TurnInput,
  endpoint: string,
  compiled: CompiledTurn,
): TurnErrorEvent | null {
  if (!compiled.ok) {
    return turnError('invalid_context', 'The live context is not valid.', { kind: 'context' });
  }
  if (input.conversation.at(-1)?.role !== 'user') {
    return turnError('invalid_context', "The conversation must end with the viewer's message.", {
      kind: 'last_message',
    });
  }
  if (!scope.deps.endpoints.get(endpoint)) {
    const configured = scope.deps.endpoints.names().join(', ');
    return turnError(
      'no_endpoint',
      `No model endpoint is named "${endpoint}". Configured: ${configured}.`,
      { endpoint, configured },
    );
  }
  return null;
}

type Messages = CompiledRequest['messages'];

/** The round's tool calls and their results, added to the conversation the model sees next. */
async function toolRound(
  scope: TurnScope,
  step: number,
  round: { content: string; toolCalls: Parameters<typeof runToolCalls>[2] },
  tools: ReturnType<typeof toolsOf>,
  messages: Messages,
): Promise<void> {
  messages.push({
    role: 'assistant',
    content: round.content === '' ? null : round.content,
    tool_calls: round.toolCalls.map((c) => ({
      id: c.id,
      type: 'function',
      function: { name: c.name, arguments: c.rawArguments },
    })),
  });
  const results = await runToolCalls(scope, step, round.toolCalls, tools);
  if (scope.cancelled) return;
  for (const r of results) {
    messages.push({
      role: 'tool',
      tool_call_id: r.call.id,
      content: toolMessageContent(r.outcome),
    });
  }
}

const stepLimit = (scope: TurnScope, event: TurnErrorEvent): Ending => {
  scope.emit(event);
  return { outcome: 'step_limit', reply: null };
};

async function turnBody(
  scope: TurnScope,
  input: TurnInput,
  endpoint: string,
  compiled: CompiledTurn,
): Promise<Ending> {
  const refused = precheck(scope, input, endpoint, compiled);
  if (refused || !compiled.ok) {
    if (refused) scope.emit(refused);
    return { outcome: 'error', reply: null };
  }
  const client = scope.deps.endpoints.get(endpoint)!;

  // 1. The viewer's message: session_start on the first turn, then user_message. The
  // request was compiled before (the message is patched in afterwards); nothing reaches
  // the model before the hooks have let the message through.
  const first = !input.conversation.some((m) => m.role === 'assistant');
  const { request } = compiled;
  const tools = toolsOf(scope.doc);
  // before_reply hooks hold the reply; else before_sentence hooks release it sentence by
  // sentence (turn/sentence-gate.ts); else the model's text leaves as it streams.
  const holds = scope.doc.hooks.some((h) => h.enabled && h.event === 'before_reply');
  const gate = new SentenceGate(scope, !holds);
  scope.clock.releasesText = !holds && !gate.active;
  const ended = await runViewerHooks(scope, first, gate);
  if (ended) return ended;

  // 2. The compiled prompt, with the message as hooks left it.
  scope.emit({
    type: 'prompt',
    system: request.messages[0]!.content as string,
    tools: (request.tools ?? []).map((t) => t.function.name),
    ...(compiled.turn ? { turn: compiled.turn } : {}),
  });
  const messages = [...request.messages];
  const userIndex = messages.length - 1;
  messages[userIndex] = { role: 'user', content: scope.message };
  const maxSteps = scope.doc.settings.maxSteps;

  // 3. Model rounds until a reply or the step limit.
  for (let step = 1; step <= maxSteps; step++) {
    const before = await scope.hooks('before_model');
    if (before.action === 'block') return blocked(scope, before.hookId, before.reason);
    if (before.action === 'answer')
      return reply(scope, { text: before.reply, source: 'hook', hookId: before.hookId }, gate);
    if (before.context.message !== scope.message) {
      scope.message = before.context.message;
      messages[userIndex] = { role: 'user', content: scope.message };
    }
    // The last allowed round may not call tools, so the step limit ends in words.
    const lastRound = step === maxSteps && request.tools !== undefined;
    const body: CompiledRequest = {
      ...request,
      messages,
      ...(lastRound ? { tool_choice: 'none' } : {}),
    };
    scope.emit({ type: 'model_start', step, ...(lastRound ? { toolChoice: 'none' } : {}) });
    const model = client.config.model ?? scope.doc.model.endpoint;
    const round = await gatedRound(scope, gate, step, model, (stream) =>
      modelRound(scope, client, body, step, stream),
    );
    if (!round) return gate.blockedReply('model');
    if (round.toolCalls.length === 0)
      return reply(scope, { text: round.content, source: 'model' }, gate);
    if (lastRound) {
      return stepLimit(
        scope,
        turnError(
          'step_limit',
          `The model still called tools after ${maxSteps} rounds (settings.maxSteps).`,
          { steps: maxSteps, kind: 'tools' },
        ),
      );
    }
    await toolRound(scope, step, round, tools, messages);
    if (scope.cancelled) return { outcome: 'cancelled', reply: null };
  }
  // Only reached when the harness offers no tools and maxSteps rounds all called some.
  return stepLimit(
    scope,
    turnError('step_limit', `No reply after ${maxSteps} rounds.`, {
      steps: maxSteps,
      kind: 'no_reply',
    }),
  );
}

/** session_start (first turn) and user_message hooks; an Ending when one blocks or answers. */
async function runViewerHooks(
  scope: TurnScope,
  first: boolean,
  gate: SentenceGate,
): Promise<Ending | null> {
  const deflected = scope.guards?.deflection(scope.message);
  if (deflected) {
    const hookId = guardHookId('topics');
    const { code, params } = deflected.finding;
    scope.emit({
      type: 'hook',
      hookId,
      event: 'user_message',
      outcome: 'answer',
      decision: { action: 'answer', reply: deflected.reply },
      durationMs: 0,
      guard: { code, params },
    });
    return reply(scope, { text: deflected.reply, source: 'hook', hookId }, gate);
  }
  const events = first ? (['session_start', 'user_message'] as const) : (['user_message'] as const);
  for (const event of events) {
    const r = await scope.hooks(event);
    if (r.action === 'block') return blocked(scope, r.hookId, r.reason);
    if (r.action === 'answer') {
      return reply(scope, { text: r.reply, source: 'hook', hookId: r.hookId }, gate);
    }
    scope.message = r.context.message;
  }
  return null;
}

async function modelRound(
  scope: TurnScope,
  client: NonNullable<ReturnType<TurnDeps['endpoints']['get']>>,
  body: CompiledRequest,
  step: number,
  gated?: GatedStream,
): Promise<ModelRound> {
  const started = performance.now();
  try {
    const round = await client.stream(body, {
      signal: gated?.signal ?? scope.signal,
      onText: (text) => {
        scope.clock.text(text);
        scope.emit({ type: 'delta', step, text });
        gated?.onText(text);
      },
    });
    const timing = {
      step,
      firstTokenMs: round.firstTokenMs === null ? null : Math.round(round.firstTokenMs * 10) / 10,
      durationMs: Math.round(round.durationMs * 10) / 10,
      toolCalls: round.toolCalls.length,
    };
    scope.clock.steps.push(timing);
    // Usage only when the server reported it: never zeros standing in for "unknown".
    if (round.usage) scope.usage = addUsage(scope.usage, round.usage);
    scope.emit({
      type: 'model_end',
      finishReason: round.finishReason,
      model: round.model,
      ...timing,
      ...(round.usage ? { usage: round.usage } : {}),
    });
    return round;
  } finally {
    scope.clock.modelMs += performance.now() - started;
  }
}
