import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import type { LabelSplit } from '../../../src/harness/records';
import { hashViewer, loadViewerSecret } from '../traces/viewer-hash';
import { BatchQueue, type BatchQueueStats } from '../shared/batch-queue';
import { recordExposures, type ExposureRow } from './exposure-store';

export interface ExposureLogOptions {
  /** Most exposures waiting to be written; beyond it they are dropped and counted. */
  maxQueue?: number;
  /** How often the queue is written (ms). */
  flushMs?: number;
  /** Viewer-arm pairs remembered as already queued (a returning viewer costs a lookup). */
  remember?: number;
}

export type ExposureLogStats = BatchQueueStats;

interface Pending {
  harnessId: string;
  experimentId: string;
  viewerKey: string;
  arm: ExposureRow['arm'];
  percent: number;
  at: string;
}

/**
 * Who was served which arm, recorded off the serving path like traces: serving pays a hash
 * (already paid to pick the version) and a set lookup; a timer hashes the keys with the
 * viewer secret and writes them in batches. Each viewer is queued once per experiment and
 * arm while remembered; the store keeps the first time anyway.
 */
export class ExposureLog {
  private readonly queue: BatchQueue<Pending>;
  private readonly remember: number;
  private readonly seen = new Set<string>();
  private secret: Buffer | null = null;

  constructor(
    private readonly db: Db,
    options: ExposureLogOptions = {},
  ) {
    this.remember = options.remember ?? 100_000;
    this.queue = new BatchQueue((batch) => this.write(batch), {
      maxQueue: options.maxQueue ?? 50_000,
      flushMs: options.flushMs ?? 1_000,
      batch: 500,
      what: 'exposures',
    });
  }

  async open(): Promise<void> {
    this.secret = await loadViewerSecret(this.db);
    this.queue.start();
  }

  /**
   * A keyed caller served `version` from a label: recorded when the label runs an experiment.
   * The version the split resolved to says the arm: the key is not hashed a second time.
   */
  served(
    harnessId: string,
    split: LabelSplit | null,
    key: string | undefined,
    version: number,
  ): void {
    if (!split?.experimentId || key === undefined || key === '') return;
    const arm = version === split.version ? 'treatment' : 'control';
    const seenKey = `${split.experimentId}\n${arm}\n${key}`;
    if (this.seen.has(seenKey)) return;
    const queued = this.queue.push({
      harnessId,
      experimentId: split.experimentId,
      viewerKey: key,
      arm,
      percent: split.percent,
      at: nowIso(),
    });
    if (!queued) return;
    if (this.seen.size >= this.remember) this.seen.clear();
    this.seen.add(seenKey);
  }

  stats(): ExposureLogStats {
    return this.queue.stats();
  }

  flush(): Promise<void> {
    return this.queue.flush();
  }

  private async write(batch: Pending[]): Promise<void> {
    const secret = this.secret!;
    await recordExposures(
      this.db,
      batch.map(({ viewerKey, ...e }) => ({ ...e, viewer: hashViewer(secret, viewerKey) })),
    );
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
