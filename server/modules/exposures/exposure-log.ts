import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { inSplit } from '../../../src/harness/split';
import type { LabelSplit } from '../../../src/harness/records';
import { hashViewer, loadViewerSecret } from '../traces/viewer-hash';
import { recordExposures, type ExposureRow } from './exposure-store';

export interface ExposureLogOptions {
  /** Most exposures waiting to be written; beyond it they are dropped and counted. */
  maxQueue?: number;
  /** How often the queue is written (ms). */
  flushMs?: number;
  /** Viewer-arm pairs remembered as already queued (a returning viewer costs a lookup). */
  remember?: number;
}

export interface ExposureLogStats {
  queued: number;
  written: number;
  dropped: number;
  failed: number;
}

interface Pending {
  harnessId: string;
  experimentId: string;
  viewerKey: string;
  arm: ExposureRow['arm'];
  percent: number;
  at: string;
}

const BATCH = 500;

/**
 * Who was served which arm, recorded off the serving path like traces: serving pays a hash
 * (already paid to pick the version) and a set lookup; a timer hashes the keys with the
 * viewer secret and writes them in batches. Each viewer is queued once per experiment and
 * arm while remembered; the store keeps the first time anyway.
 */
export class ExposureLog {
  private readonly maxQueue: number;
  private readonly flushMs: number;
  private readonly remember: number;
  private queue: Pending[] = [];
  private readonly seen = new Set<string>();
  private secret: Buffer | null = null;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly counts = { written: 0, dropped: 0, failed: 0 };

  constructor(
    private readonly db: Db,
    options: ExposureLogOptions = {},
  ) {
    this.maxQueue = options.maxQueue ?? 50_000;
    this.flushMs = options.flushMs ?? 1_000;
    this.remember = options.remember ?? 100_000;
  }

  async open(): Promise<void> {
    this.secret = await loadViewerSecret(this.db);
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** A keyed caller served from a label: recorded when the label runs an experiment. */
  served(harnessId: string, split: LabelSplit | null, key: string | undefined): void {
    if (!split?.experimentId || key === undefined || key === '') return;
    const arm = inSplit(split, key) ? 'treatment' : 'control';
    const seenKey = `${split.experimentId}\n${arm}\n${key}`;
    if (this.seen.has(seenKey)) return;
    if (this.queue.length >= this.maxQueue) {
      this.counts.dropped++;
      return;
    }
    if (this.seen.size >= this.remember) this.seen.clear();
    this.seen.add(seenKey);
    this.queue.push({
      harnessId,
      experimentId: split.experimentId,
      viewerKey: key,
      arm,
      percent: split.percent,
      at: nowIso(),
    });
  }

  stats(): ExposureLogStats {
    return { queued: this.queue.length, ...this.counts };
  }

  /** Writes what is queued, a batch per turn of the event loop; one flush runs at once. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0 && this.secret) {
      const taken = this.queue.splice(0, BATCH);
      const secret = this.secret;
      try {
        await recordExposures(
          this.db,
          taken.map(({ viewerKey, ...e }) => ({ ...e, viewer: hashViewer(secret, viewerKey) })),
        );
        this.counts.written += taken.length;
        if (this.queue.length > 0) await nextTurn();
      } catch (err) {
        this.counts.failed += taken.length;
        console.error(`Exposures: a batch of ${taken.length} was not written:`, err);
        return;
      }
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
    if (this.queue.length > 0) await this.flush();
  }
}
