import type { HarnessDocument, LiveContext } from '../../../src/harness';
import type { Arm } from '../../../src/harness/experiments/arms';
import type { ConversationMessage, DoneEvent, TurnEvent } from '../../runtime/run-turn';

// The one point where a finished production turn is observed. The agent endpoint
// (server/modules/agent/route.ts) asks the registered observers when a turn starts whether
// any wants it, keeps its events only then, and hands the finished turn to those that did.
// Trace capture (trace-capture.ts) is one observer; OpenTelemetry export is another. Both
// are registered at bootstrap (server/bootstrap.ts) in `deps.turnObservers`.

/** What is known when a production turn starts. */
export interface TurnStart {
  harnessId: string;
  /** The label the request resolved. */
  label: string;
  /** The version that ran (the label's, or its split's). */
  version: number;
  /** The split side that served the viewer; null when the label has no split. */
  arm: Arm | null;
  /** The shop whose host ran (base merged with its overlay); null for the base. */
  shop: string | null;
  /**
   * The request's `user` (the split key), raw: an observer that stores or sends it must
   * hash it first (trace capture keeps only an HMAC).
   */
  viewerKey: string | null;
  /** The document that ran (settings, hooks, tools). */
  doc: HarnessDocument;
  /** Wall-clock start (ms since the epoch). */
  startedAt: number;
}

/** A production turn that ended (reply, answered, blocked, error, step limit, cancelled). */
export interface FinishedTurn extends TurnStart {
  conversation: readonly ConversationMessage[];
  context: LiveContext;
  /** Every event the runtime emitted, in order, `done` last (timings are in `done`). */
  events: readonly TurnEvent[];
  done: DoneEvent;
  /** The model the server reported (its last answer's), else the configured one. */
  model: string;
}

/**
 * Observers run on the request's path: `wants` and `onTurnFinished` must be quick and never
 * wait for I/O (queue the work; see TraceQueue). A throw is caught and logged, never felt by
 * the viewer.
 */
export interface TurnObserver {
  readonly name: string;
  /** Whether this turn is of interest (e.g. sampled); absent: every turn. */
  wants?(turn: TurnStart): boolean;
  onTurnFinished(turn: FinishedTurn): void;
}

/** The turn being watched: collect its events, then finish it once. */
export interface TurnWatch {
  event(e: TurnEvent): void;
  /** `model`: the configured model, used when no model answer named one. */
  finish(rest: {
    conversation: readonly ConversationMessage[];
    context: LiveContext;
    done: DoneEvent;
    model: string;
  }): void;
}

/** The registered observers (one list per studio). */
export class TurnObservers {
  private readonly list: TurnObserver[] = [];

  /** Registers an observer; returns the function that removes it. */
  add(observer: TurnObserver): () => void {
    this.list.push(observer);
    return () => {
      const at = this.list.indexOf(observer);
      if (at >= 0) this.list.splice(at, 1);
    };
  }

  /** A watch when some observer wants the turn, else null (and nothing is collected). */
  start(turn: TurnStart): TurnWatch | null {
    const keen = this.list.filter((o) => guard(o, 'wants', () => o.wants?.(turn) ?? true));
    if (keen.length === 0) return null;
    const events: TurnEvent[] = [];
    let finished = false;
    return {
      event: (e) => {
        events.push(e);
      },
      finish: (rest) => {
        if (finished) return;
        finished = true;
        // The model the server named in its last answer, else the configured one.
        const ended = events.findLast((e) => e.type === 'model_end');
        const model = ended?.type === 'model_end' ? ended.model : rest.model;
        const done: FinishedTurn = { ...turn, ...rest, model, events };
        for (const o of keen) guard(o, 'onTurnFinished', () => o.onTurnFinished(done));
      },
    };
  }
}

function guard<T>(o: TurnObserver, what: string, fn: () => T): T | false {
  try {
    return fn();
  } catch (err) {
    console.error(`Turn observer "${o.name}" failed in ${what}:`, err);
    return false;
  }
}
