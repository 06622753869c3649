import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import {
  experimentSnapshotSchema,
  type ExperimentReport,
  type ExperimentSnapshot,
} from '../../../src/harness/experiments';
import type { ExperimentWindow } from './experiment-window';

/** The chart shows at most this many looks (evenly thinned), plus now. */
export const MAX_LOOKS = 200;

export function snapshotOf(
  report: Pick<ExperimentReport, 'arms' | 'metrics'>,
  at = nowIso(),
): ExperimentSnapshot {
  return { at, units: report.arms.map((a) => a.units), metrics: report.metrics };
}

/** Keeps what the report said at this look: the chart's history. */
export async function recordLook(
  db: Db,
  w: ExperimentWindow,
  look: ExperimentSnapshot,
): Promise<void> {
  await db.run(
    'INSERT INTO experiment_looks (harness_id, label, started_at, at, body) VALUES (?, ?, ?, ?, ?)',
    [w.harnessId, w.label, w.startedAt, look.at, JSON.stringify(look)],
  );
}

/** The window's looks, oldest first, thinned evenly to MAX_LOOKS (the newest always kept). */
export async function listLooks(db: Db, w: ExperimentWindow): Promise<ExperimentSnapshot[]> {
  const rows = await db.query<{ body: string }>(
    `SELECT body FROM experiment_looks WHERE harness_id = ? AND label = ? AND started_at = ?
     ORDER BY id`,
    [w.harnessId, w.label, w.startedAt],
  );
  const looks = rows.flatMap((r) => {
    const parsed = experimentSnapshotSchema.safeParse(JSON.parse(r.body));
    return parsed.success ? [parsed.data] : [];
  });
  if (looks.length <= MAX_LOOKS) return looks;
  const step = looks.length / MAX_LOOKS;
  const thinned = Array.from({ length: MAX_LOOKS - 1 }, (_, i) => looks[Math.floor(i * step)]!);
  return [...thinned, looks.at(-1)!];
}
