import type { HarnessDocument, HookContext, HookEvent } from '../../../src/harness';
import type { TokenUsage } from '../../../src/harness/usage';
import type { ModelEndpoints } from '../model-client';
import { runHooks, type EventResult } from '../hooks/run-hooks';
import type { SandboxPool } from '../hooks/sandbox-pool';
import type { AddressPolicy } from '../tools/address-policy';
import type { EmitFn, TurnEvent } from './events';
import { TurnClock } from './timing';
import type { TurnGuards } from '../../../src/harness/guards';
import { guardsOfTurn } from './turn-guards';

/** What a turn needs from the server: shared by preview and the production endpoint. */
export interface TurnDeps {
  endpoints: ModelEndpoints;
  sandbox: SandboxPool;
  policy: AddressPolicy;
  env: Record<string, string | undefined>;
}

type Unstamped = TurnEvent extends infer E ? (E extends TurnEvent ? Omit<E, 'at'> : never) : never;

/** One running turn: its document, clock, event sink and the hook context so far. */
export class TurnScope {
  readonly clock = new TurnClock();
  /** The viewer's message as hooks have left it. */
  message: string;
  readonly toolResults: HookContext['toolResults'] = [];
  /** Token usage summed over the model rounds that reported it (usage-sum.ts). */
  usage: TokenUsage | undefined;
  /** The built-in reply guards (settings.guards), run before custom hooks; null when off. */
  readonly guards: TurnGuards | null;

  constructor(
    readonly doc: HarnessDocument,
    readonly deps: TurnDeps,
    private readonly sink: EmitFn,
    readonly liveContext: Record<string, unknown>,
    message: string,
    readonly signal?: AbortSignal,
  ) {
    this.message = message;
    this.guards = guardsOfTurn(doc, liveContext, this.toolResults);
  }

  emit(event: Unstamped): void {
    this.sink({ ...event, at: this.clock.now() } as TurnEvent);
  }

  get cancelled(): boolean {
    return this.signal?.aborted ?? false;
  }

  hookContext(extra: Partial<HookContext> = {}): HookContext {
    return {
      event: 'user_message',
      message: this.message,
      toolResults: this.toolResults,
      context: this.liveContext,
      preferences: this.doc.preferences as unknown as Record<string, unknown>,
      bannedWords: this.doc.settings.bannedWords,
      ...extra,
    };
  }

  /**
   * Runs one event's hooks, tracing each and counting their time; `tag` goes on each hook
   * event (before_sentence: the sentence's index).
   */
  async hooks(
    event: HookEvent,
    extra: Partial<HookContext> = {},
    tag: { sentence?: number } = {},
  ): Promise<EventResult> {
    return runHooks(this.doc.hooks, event, this.hookContext({ ...extra, event }), {
      sandbox: this.deps.sandbox,
      signal: this.signal,
      onTrace: (trace) => {
        this.clock.hookMs += trace.durationMs;
        this.emit({ type: 'hook', ...trace, ...tag });
      },
    });
  }
}
