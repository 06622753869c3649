import type { Db } from '../../db/db';
import type { MoveRow } from './move-row';

/** How a label last left a version: by a rollback, when and by whom, and where to. */
export interface LeftByRollback {
  at: string;
  actor: string;
  toVersion: number;
}

/**
 * What the label's history says of `versions`: which it may go back to as a rollback (served,
 * pointed at or split traffic to, and not left by a rollback since), and which a rollback
 * took it away from (never a rollback target again until served anew: going back to what was
 * rolled back is a release, judged as one).
 */
export async function servingHistory(
  db: Db,
  harnessId: string,
  label: string,
  versions: readonly number[],
): Promise<{ served: Set<number>; left: Map<number, LeftByRollback> }> {
  const served = new Set<number>();
  const left = new Map<number, LeftByRollback>();
  if (versions.length === 0) return { served, left };
  const list = versions.map(() => '?').join(', ');
  const rows = await db.query<
    Pick<
      MoveRow,
      | 'at'
      | 'actor'
      | 'from_version'
      | 'from_split_version'
      | 'to_version'
      | 'to_split_version'
      | 'kind'
    >
  >(
    `SELECT at, actor, from_version, from_split_version, to_version, to_split_version, kind
     FROM label_moves
     WHERE harness_id = ? AND label = ? AND (to_version IN (${list}) OR to_split_version IN (${list})
       OR (kind = 'rollback' AND (from_version IN (${list}) OR from_split_version IN (${list}))))
     ORDER BY id`,
    [harnessId, label, ...versions, ...versions, ...versions, ...versions],
  );
  const wanted = new Set(versions);
  for (const r of rows) {
    const to = [r.to_version, r.to_split_version].filter((v) => v !== null).map(Number);
    if (r.kind === 'rollback') {
      for (const v of [r.from_version, r.from_split_version]) {
        if (v === null || to.includes(Number(v)) || !wanted.has(Number(v))) continue;
        served.delete(Number(v));
        left.set(Number(v), { at: r.at, actor: r.actor, toVersion: Number(r.to_version) });
      }
    }
    for (const v of to) {
      if (!wanted.has(v)) continue;
      served.add(v);
      left.delete(v);
    }
  }
  return { served, left };
}

/** Which of `versions` the label may go back to as a rollback (`servingHistory`). */
export async function servedVersions(
  db: Db,
  harnessId: string,
  label: string,
  versions: readonly number[],
): Promise<Set<number>> {
  return (await servingHistory(db, harnessId, label, versions)).served;
}
