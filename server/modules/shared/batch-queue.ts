import { setImmediate as nextTurn } from 'node:timers/promises';

export interface BatchQueueOptions {
  /** Most items waiting to be written; beyond it items are dropped and counted. */
  maxQueue: number;
  /** How often the queue is written (ms). */
  flushMs: number;
  /** Most items per write (one transaction). */
  batch: number;
  /** What a failed write's log line calls the items ("traces", "exposures"). */
  what: string;
}

/** What `/api/v1/health` shows of a queue since the process started. */
export interface BatchQueueStats {
  queued: number;
  written: number;
  /** Items not kept because the queue was full. */
  dropped: number;
  /** Items lost because their batch could not be written. */
  failed: number;
}

/**
 * Writes done off a request's path (traces, exposures): the request pays a push (or a counted
 * drop when full); a timer writes batches, yielding to the event loop after each so requests
 * arriving meanwhile do not wait behind the whole queue. `close` writes what is left.
 */
export class BatchQueue<T> {
  private queue: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly counts = { written: 0, dropped: 0, failed: 0 };

  constructor(
    private readonly write: (batch: T[]) => Promise<void>,
    private readonly options: BatchQueueOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  /** Queues `item`; false when the queue was full and it was dropped. */
  push(item: T): boolean {
    if (this.queue.length >= this.options.maxQueue) {
      this.counts.dropped++;
      return false;
    }
    this.queue.push(item);
    return true;
  }

  stats(): BatchQueueStats {
    return { queued: this.queue.length, ...this.counts };
  }

  /** Writes what is queued, a batch per turn of the event loop; one flush runs at once. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const taken = this.queue.splice(0, this.options.batch);
      try {
        await this.write(taken);
        this.counts.written += taken.length;
        if (this.queue.length > 0) await nextTurn();
      } catch (err) {
        this.counts.failed += taken.length;
        console.error(`A batch of ${taken.length} ${this.options.what} was not written:`, err);
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
