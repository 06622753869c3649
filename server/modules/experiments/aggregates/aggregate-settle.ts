import type { Db } from '../../../db/db';
import type { ExperimentWindow } from '../experiment-window';
import { chunks } from './aggregate-deltas';
import { refreshViewers } from './aggregate-refresh';

/** Viewers recomputed per transaction: SQLite answers other requests between them. */
const SETTLE_BATCH = 500;

const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The experiment ended, or resumed, since its aggregates were last bounded: the viewers with
 * an exposure or outcome dated from the earlier of the two ends on are recomputed against the
 * window's end now (at most a few minutes of rows when it ended, as ingest stops counting at
 * the end; the gap's rows when it resumed), a batch per transaction, then the new end is kept.
 */
export async function settleEnd(db: Db, w: ExperimentWindow, before: string | null): Promise<void> {
  const id = w.experimentId;
  if (!id) return;
  const ends = [before, w.endedAt].filter((e): e is string => e !== null).sort();
  const from = ends[0];
  if (from !== undefined) {
    const exposed = await db.query<{ viewer: string }>(
      'SELECT DISTINCT viewer FROM exposures WHERE experiment_id = ? AND first_at >= ?',
      [id, from],
    );
    const sent = await db.query<{ viewer: string }>(
      `SELECT DISTINCT o.viewer FROM outcomes o
       JOIN experiment_units u ON u.experiment_id = ? AND u.viewer = o.viewer
       WHERE o.harness_id = ? AND o.at >= ?`,
      [id, w.harnessId, from],
    );
    const viewers = [...new Set([...exposed, ...sent].map((r) => r.viewer))].sort();
    const ended = new Map([[id, w.endedAt]]);
    for (const part of chunks(viewers, SETTLE_BATCH)) {
      await db.transaction((tx) =>
        refreshViewers(
          tx,
          w.harnessId,
          part.map((viewer) => ({ experimentId: id, viewer })),
          ended,
        ),
      );
      await yieldToOthers();
    }
  }
  await db.run('UPDATE experiment_totals SET ended_at = ? WHERE experiment_id = ?', [
    w.endedAt,
    id,
  ]);
}

/**
 * The design's CUPED pre-period changed since the aggregates were counted (a ramp turned it
 * on, off or to other days): every unit is recomputed with the new one, a batch per
 * transaction, then the days are kept.
 */
export async function settleCuped(db: Db, w: ExperimentWindow, days: number | null): Promise<void> {
  const id = w.experimentId;
  if (!id) return;
  const units = await db.query<{ viewer: string }>(
    'SELECT viewer FROM experiment_units WHERE experiment_id = ? ORDER BY viewer',
    [id],
  );
  for (const part of chunks(units, SETTLE_BATCH)) {
    await db.transaction((tx) =>
      refreshViewers(
        tx,
        w.harnessId,
        part.map((r) => ({ experimentId: id, viewer: r.viewer })),
      ),
    );
    await yieldToOthers();
  }
  await db.run('UPDATE experiment_totals SET cuped_days = ? WHERE experiment_id = ?', [days, id]);
}
