/** One viewer served under a running experiment, as `POST .../exposures` takes it. */
export interface ExposureItem {
  experimentId: string;
  viewerKey: string;
  at: string;
}

export interface ExposureBatcherOptions {
  /** How often what was served is sent (default 2 s). */
  flushMs?: number;
  /** Most exposures waiting to be sent; beyond it they are dropped and counted (default 10,000). */
  maxQueue?: number;
  /** Viewer-experiment pairs remembered as sent (default 100,000; past it the memo restarts). */
  remember?: number;
}

const BATCH = 1_000;

/** What the studio made of a batch: a throw instead means try it again later. */
export interface PostOutcome {
  accepted: number;
  /** Refused by the studio (an ended experiment, a malformed item): not sent again. */
  refused: number;
}

/**
 * What `current(viewerKey)` served, sent in batches: once per viewer per experiment while
 * remembered (the studio keeps the first time anyway). Sending never holds a turn up: a
 * failed batch is kept for the next flush, within the queue's bound.
 */
export class ExposureBatcher {
  private queue: ExposureItem[] = [];
  private readonly seen = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<void> | null = null;
  /** `sent`: accepted by the studio; `refused`: answered with a refusal, not counted as sent. */
  readonly counts = { sent: 0, refused: 0, dropped: 0, failed: 0 };
  private readonly flushMs: number;
  private readonly maxQueue: number;
  private readonly remember: number;

  constructor(
    private readonly post: (items: ExposureItem[]) => Promise<PostOutcome>,
    options: ExposureBatcherOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 2_000;
    this.maxQueue = options.maxQueue ?? 10_000;
    this.remember = options.remember ?? 100_000;
  }

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** False when the queue was full and it was dropped (a later call may add it again). */
  add(experimentId: string, viewerKey: string): boolean {
    const key = `${experimentId}\n${viewerKey}`;
    if (this.seen.has(key)) return true;
    if (this.queue.length >= this.maxQueue) {
      this.counts.dropped++;
      return false;
    }
    if (this.seen.size >= this.remember) this.seen.clear();
    this.seen.add(key);
    this.queue.push({ experimentId, viewerKey, at: new Date().toISOString() });
    return true;
  }

  /** Sends what is queued; one send runs at once. */
  flush(): Promise<void> {
    this.sending ??= this.drain().finally(() => (this.sending = null));
    return this.sending;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const taken = this.queue.splice(0, BATCH);
      try {
        const outcome = await this.post(taken);
        this.counts.sent += outcome.accepted;
        this.counts.refused += outcome.refused;
      } catch {
        this.counts.failed += taken.length;
        // Kept for the next flush, ahead of newer ones, within the bound.
        this.queue = [...taken, ...this.queue].slice(0, this.maxQueue);
        return;
      }
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}
