import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import type { LabelSplit } from '../../../src/harness/records';
import type { ServedHoldout, ViewerServing } from '../../../src/harness/holdout';
import type { ServedLayerExperiment } from '../../../src/harness/experiments/layers';
import { isProbeKey } from '../../../src/harness/split';
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
   * A keyed caller served from a label: recorded for each experiment it was decided by, its
   * holdout's, its split's and each layer experiment's it is in. The serving decision says the
   * arms: the key is not hashed again.
   */
  served(
    harnessId: string,
    label: {
      split: LabelSplit | null;
      holdout?: ServedHoldout | null;
      layers?: readonly ServedLayerExperiment[] | null;
    },
    key: string | undefined,
    serving: ViewerServing | null,
  ): void {
    // The agent client's probe reads confirm the split; they are not viewers.
    if (!serving || key === undefined || key === '' || isProbeKey(key)) return;
    const h = label.holdout;
    if (h && serving.holdout) {
      // The held-out share is the holdout's control; each row keeps the treatment's share.
      const arm = serving.holdout.arm === 'held_out' ? 'control' : 'treatment';
      this.push(harnessId, h.experimentId, key, arm, 100 - h.percent);
    }
    const split = label.split;
    if (split?.experimentId && serving.split) {
      this.push(harnessId, split.experimentId, key, serving.split, split.percent);
    }
    // Each row keeps the experiment's treatment share of its own viewers (not of the layer).
    for (const l of serving.layers) {
      const e = label.layers?.find((x) => x.experimentId === l.experimentId);
      if (e) this.push(harnessId, e.experimentId, key, l.arm, e.percent);
    }
  }

  private push(
    harnessId: string,
    experimentId: string,
    viewerKey: string,
    arm: ExposureRow['arm'],
    percent: number,
  ): void {
    const seenKey = `${experimentId}\n${arm}\n${viewerKey}`;
    if (this.seen.has(seenKey)) return;
    const queued = this.queue.push({
      harnessId,
      experimentId,
      viewerKey,
      arm,
      percent,
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
