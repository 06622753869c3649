import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import {
  experimentSnapshotSchema,
  type ExperimentReport,
  type ExperimentSnapshot,
} from '../../../src/harness/experiments';
import type { ExperimentWindow } from './experiment-window';

/** The newest looks, all kept. */
export const RECENT_LOOKS = 24;
/** At most this many older looks: past it, every second one of them goes (the oldest stays). */
export const OLDER_LOOKS = 36;

export function snapshotOf(
  report: Pick<ExperimentReport, 'arms' | 'metrics'>,
  at = nowIso(),
): ExperimentSnapshot {
  return { at, units: report.arms.map((a) => a.units), metrics: report.metrics };
}

const scope = 'WHERE harness_id = ? AND label = ? AND started_at = ?';

/**
 * Keeps what the report said at this look (the chart's history), and thins the older looks:
 * the last RECENT_LOOKS are kept, and when more than OLDER_LOOKS came before them every second
 * of those is deleted, so the spacing of old looks doubles and the history stays bounded.
 */
export async function recordLook(
  db: Db,
  w: ExperimentWindow,
  look: ExperimentSnapshot,
): Promise<void> {
  const key = [w.harnessId, w.label, w.startedAt];
  await db.run(
    'INSERT INTO experiment_looks (harness_id, label, started_at, at, body) VALUES (?, ?, ?, ?, ?)',
    [...key, look.at, JSON.stringify(look)],
  );
  const ids = await db.query<{ id: number }>(
    `SELECT id FROM experiment_looks ${scope} ORDER BY id`,
    key,
  );
  let older = ids.slice(0, Math.max(0, ids.length - RECENT_LOOKS)).map((r) => Number(r.id));
  const gone: number[] = [];
  while (older.length > OLDER_LOOKS) {
    gone.push(...older.filter((_, i) => i % 2 === 1));
    older = older.filter((_, i) => i % 2 === 0);
  }
  for (let i = 0; i < gone.length; i += 500) {
    const part = gone.slice(i, i + 500);
    await db.run(
      `DELETE FROM experiment_looks WHERE id IN (${part.map(() => '?').join(', ')})`,
      part,
    );
  }
}

/** The window's looks, oldest first: at most OLDER_LOOKS + RECENT_LOOKS (see recordLook). */
export async function listLooks(db: Db, w: ExperimentWindow): Promise<ExperimentSnapshot[]> {
  const rows = await db.query<{ body: string }>(
    `SELECT body FROM (SELECT id, body FROM experiment_looks ${scope} ORDER BY id DESC LIMIT ?) AS l
     ORDER BY id`,
    [w.harnessId, w.label, w.startedAt, OLDER_LOOKS + RECENT_LOOKS],
  );
  return rows.flatMap((r) => {
    const parsed = experimentSnapshotSchema.safeParse(JSON.parse(r.body));
    return parsed.success ? [parsed.data] : [];
  });
}
