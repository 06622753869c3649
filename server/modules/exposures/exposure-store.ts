import type { Db } from '../../db/db';
import { refreshViewers, type ViewerOf } from '../experiments/aggregates/aggregate-refresh';

/** One viewer served one arm of an experiment, with the viewer already hashed. */
export interface ExposureRow {
  experimentId: string;
  viewer: string;
  arm: 'control' | 'treatment';
  harnessId: string;
  /** The split's share when it was served: the SRM check's expectation for this viewer. */
  percent: number;
  at: string;
}

/** Rows per INSERT: 6 binds each, far below both drivers' limits. */
const INSERT_BATCH = 250;

/** One row per experiment, viewer and arm, at its earliest time (PostgreSQL refuses twins). */
function earliest(rows: ExposureRow[]): ExposureRow[] {
  const by = new Map<string, ExposureRow>();
  for (const r of rows) {
    const k = `${r.experimentId}\n${r.viewer}\n${r.arm}`;
    const seen = by.get(k);
    if (!seen || r.at < seen.at) by.set(k, r);
  }
  return [...by.values()];
}

/**
 * Records exposures in one transaction: a viewer already recorded on that arm keeps its first
 * time (an earlier one sent late replaces it), so repeating an exposure changes nothing.
 */
export async function recordExposures(db: Db, rows: ExposureRow[]): Promise<void> {
  const unique = earliest(rows);
  if (unique.length === 0) return;
  await db.transaction(async (tx) => {
    // Viewers whose exposures changed (new, or earlier), by harness: recomputed in the sums.
    const changed = new Map<string, ViewerOf[]>();
    for (let i = 0; i < unique.length; i += INSERT_BATCH) {
      const part = unique.slice(i, i + INSERT_BATCH);
      const rows = await tx.query<{ experiment_id: string; viewer: string; harness_id: string }>(
        `INSERT INTO exposures (experiment_id, viewer, arm, harness_id, percent, first_at)
         VALUES ${part.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}
         ON CONFLICT (experiment_id, viewer, arm) DO UPDATE
           SET first_at = excluded.first_at, percent = excluded.percent
           WHERE excluded.first_at < exposures.first_at
         RETURNING experiment_id, viewer, harness_id`,
        part.flatMap((r) => [r.experimentId, r.viewer, r.arm, r.harnessId, r.percent, r.at]),
      );
      for (const r of rows) {
        const list = changed.get(r.harness_id) ?? [];
        list.push({ experimentId: r.experiment_id, viewer: r.viewer });
        changed.set(r.harness_id, list);
      }
    }
    for (const [harnessId, viewers] of changed) await refreshViewers(tx, harnessId, viewers);
  });
}
