import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { traceSettingsOf } from '../../../src/harness/traces';
import { BatchQueue, type BatchQueueStats } from '../shared/batch-queue';
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
export type TraceCaptureStats = BatchQueueStats;

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
  private readonly queue: BatchQueue<Queued>;
  private secret: Buffer | null = null;

  constructor(
    private readonly db: Db,
    options: TraceCaptureOptions = {},
  ) {
    this.queue = new BatchQueue((batch) => this.write(batch), {
      maxQueue: options.maxQueue ?? 10_000,
      flushMs: options.flushMs ?? 1_000,
      batch: options.batch ?? 16,
      what: 'traces',
    });
  }

  async open(): Promise<void> {
    this.secret = await loadViewerSecret(this.db);
    this.queue.start();
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
    this.queue.push({ turn, sampleRate: traceSettingsOf(turn.doc.settings).sampleRate });
  }

  stats(): TraceCaptureStats {
    return this.queue.stats();
  }

  /** Writes what is queued, a batch per turn of the event loop; one flush runs at once. */
  flush(): Promise<void> {
    return this.queue.flush();
  }

  private async write(batch: Queued[]): Promise<void> {
    const secret = this.secret!;
    const traces = batch.map(({ turn, sampleRate }) =>
      traceFrom(turn, {
        id: randomUUID(),
        viewer: turn.viewerKey ? hashViewer(secret, turn.viewerKey) : null,
        sampleRate,
      }),
    );
    await insertTraces(this.db, traces);
  }

  /** Stops the timer and writes everything still queued. */
  close(): Promise<void> {
    return this.queue.close();
  }
}
