import type { Db } from '../../db/db';
import type { EventStats } from '../../../src/harness/experiments';
import type { ExperimentWindow } from './experiment-window';

/** Units and per-event sufficient statistics of both arms of a window, from `outcomes`. */
export interface OutcomeStats {
  control: { units: number; events: Record<string, EventStats> };
  treatment: { units: number; events: Record<string, EventStats> };
}

/** No end yet: a bound every stored time sorts below. */
const OPEN_END = '9999-12-31T23:59:59.999Z';

/**
 * Two reads of the window's rows: distinct viewers
 * per arm, then per arm and event the units with it, the events, Σ value and Σ over viewers
 * of their value squared. A viewer's arm is its bucket against the split's percent: exact,
 * because every outcome in the window was sent under this one split.
 */
export async function outcomeStats(db: Db, w: ExperimentWindow): Promise<OutcomeStats> {
  // An integer 1-99 checked by the label store: inlined so both databases see one expression
  // in SELECT and GROUP BY.
  if (!Number.isInteger(w.percent)) throw new Error('A split percent is a whole number.');
  const treated = `CASE WHEN bucket < ${w.percent} THEN 1 ELSE 0 END`;
  const range = 'harness_id = ? AND at >= ? AND at < ?';
  // SQLite would pick the time index for the range and sort every row of it for the GROUP BY;
  // read in viewer order it streams the groups (PostgreSQL plans this well by itself).
  const from = db.dialect === 'sqlite' ? 'outcomes INDEXED BY outcomes_by_viewer' : 'outcomes';
  const params = [w.harnessId, w.startedAt, w.endedAt ?? OPEN_END];
  // Both reads group by viewer first: with `outcomes_by_viewer` (migration 012) the groups
  // stream in index order, where COUNT(DISTINCT viewer) would sort the window's rows.
  const units = await db.query<{ treated: number; units: number }>(
    `SELECT treated, COUNT(*) AS units
     FROM (SELECT MAX(${treated}) AS treated FROM ${from} WHERE ${range} GROUP BY viewer) per_viewer
     GROUP BY treated`,
    params,
  );
  const events = await db.query<{
    treated: number;
    event: string;
    units: number;
    count: number;
    value: number;
    value_sq: number;
  }>(
    `SELECT treated, event, COUNT(*) AS units, SUM(n) AS count, SUM(v) AS value, SUM(v * v) AS value_sq
     FROM (SELECT MAX(${treated}) AS treated, event, COUNT(*) AS n, COALESCE(SUM(value), 0) AS v
           FROM ${from} WHERE ${range} GROUP BY viewer, event) per_viewer
     GROUP BY treated, event`,
    params,
  );
  const out: OutcomeStats = {
    control: { units: 0, events: {} },
    treatment: { units: 0, events: {} },
  };
  const arm = (t: unknown) => (Number(t) === 1 ? out.treatment : out.control);
  for (const u of units) arm(u.treated).units = Number(u.units);
  for (const e of events) {
    arm(e.treated).events[e.event] = {
      units: Number(e.units),
      count: Number(e.count),
      value: Number(e.value ?? 0),
      valueSq: Number(e.value_sq ?? 0),
    };
  }
  return out;
}
