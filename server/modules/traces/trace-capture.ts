import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/db';
import { traceSettingsOf } from '../../../src/harness/traces';
import { insertTraces } from './trace-store';
import { traceFrom } from './trace-record';
import type { FinishedTurn, TurnObserver, TurnStart } from './turn-observer';
import { hashViewer, loadViewerSecret, viewerSampled } from './viewer-hash';

export interface TraceCaptureOptions {
  /** Most finished turns waiting to be written; beyond it turns are dropped and counted. */
  maxQueue?: number;
  /** How often the queue is written (ms). */
  flushMs?: number;
  /**
   * Most traces per write (one transaction). The flush runs on the event loop: a trace takes
   * about 60 µs to build and write on SQLite, so a small batch and a yield after each keep
   * turns arriving meanwhile from waiting behind a whole second's traces.
   */
  batch?: number;
}

/** What `/api/v1/health` shows of trace capture since the process started. */
export interface TraceCaptureStats {
  queued: number;
  written: number;
  /** Turns not kept because the queue was full. */
  dropped: number;
  /** Turns lost because their batch could not be written. */
  failed: number;
}

interface Queued {
  turn: FinishedTurn;
  sampleRate: number;
}

/**
 * The trace observer: samples turns by the harness's `settings.traces.sampleRate` (per viewer
 * when the request names one), and keeps the finished ones in a bounded in-memory queue that
 * a timer writes in batches. The viewer's turn only pays a push (or a drop when full): the
 * trace is built, hashed and written on the flush. `close` writes what is left.
 */
export class TraceCapture implements TurnObserver {
  readonly name = 'traces';
  private readonly maxQueue: number;
  private readonly flushMs: number;
  private readonly batch: number;
  private queue: Queued[] = [];
  private secret: Buffer | null = null;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly counts = { written: 0, dropped: 0, failed: 0 };

  constructor(
    private readonly db: Db,
    options: TraceCaptureOptions = {},
  ) {
    this.maxQueue = options.maxQueue ?? 10_000;
    this.flushMs = options.flushMs ?? 1_000;
    this.batch = options.batch ?? 16;
  }

  async open(): Promise<void> {
    this.secret = await loadViewerSecret(this.db);
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  wants(turn: TurnStart): boolean {
    if (!this.secret) return false;
    const rate = traceSettingsOf(turn.doc.settings).sampleRate;
    if (rate <= 0) return false;
    if (rate >= 1) return true;
    if (turn.viewerKey) return viewerSampled(hashViewer(this.secret, turn.viewerKey), rate);
    return Math.random() < rate;
  }

  onTurnFinished(turn: FinishedTurn): void {
    if (this.queue.length >= this.maxQueue) {
      this.counts.dropped++;
      return;
    }
    this.queue.push({ turn, sampleRate: traceSettingsOf(turn.doc.settings).sampleRate });
  }

  stats(): TraceCaptureStats {
    return { queued: this.queue.length, ...this.counts };
  }

  /** Writes what is queued, a batch per turn of the event loop; one flush runs at once. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const taken = this.queue.splice(0, this.batch);
      const secret = this.secret!;
      try {
        const traces = taken.map(({ turn, sampleRate }) =>
          traceFrom(turn, {
            id: randomUUID(),
            viewer: turn.viewerKey ? hashViewer(secret, turn.viewerKey) : null,
            sampleRate,
          }),
        );
        await insertTraces(this.db, traces);
        this.counts.written += traces.length;
        if (this.queue.length > 0) await nextTurn();
      } catch (err) {
        this.counts.failed += taken.length;
        console.error(`Trace capture: a batch of ${taken.length} traces was not written:`, err);
        return;
      }
    }
  }

  /** Stops the timer and writes everything still queued. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
    if (this.queue.length > 0) await this.flush();
  }
}
