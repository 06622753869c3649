import type { Db, Dialect, SqlParam } from '../../db/db';
import {
  capOf,
  cappedSums,
  DEFAULT_VALUE_CAP,
  type CovariateSums,
  type EventStats,
} from '../../../src/harness/experiments';
import type { ExperimentWindow } from './experiment-window';

/** One arm's exposed viewers (crossed-over ones left out) and their outcomes' statistics. */
export interface ArmOutcomes {
  units: number;
  events: Record<string, EventStats>;
  /** CUPED's pre-period sums per event (read from the aggregates when the design has it). */
  covariates?: Record<string, CovariateSums>;
}

/** Both arms' figures, and what the exposures themselves say (the SRM check's input). */
export interface OutcomeStats {
  control: ArmOutcomes;
  treatment: ArmOutcomes;
  exposures: {
    /** Viewers by the arm they were first served. */
    first: { control: number; treatment: number };
    /** Viewers expected in the treatment by the share in force when each was first served. */
    expectedTreatment: number;
    /** Control viewers a ramp later moved to the treatment: counted in SRM, not in metrics. */
    crossed: number;
  };
}

/** No end yet: a bound every stored time sorts below. */
const OPEN_END = '9999-12-31T23:59:59.999Z';

// Per viewer: when it was first served each arm, and the share then.
const PER_VIEWER = `SELECT viewer,
    MIN(CASE WHEN arm = 'control' THEN first_at END) AS c_at,
    MIN(CASE WHEN arm = 'treatment' THEN first_at END) AS t_at,
    MIN(CASE WHEN arm = 'control' THEN percent END) AS c_pct,
    MIN(CASE WHEN arm = 'treatment' THEN percent END) AS t_pct
  FROM exposures WHERE experiment_id = ? AND first_at < ? GROUP BY viewer`;
const FIRST_IS_CONTROL = 'c_at IS NOT NULL AND (t_at IS NULL OR c_at <= t_at)';
// Units of the metrics: viewers served one arm only, with the time they were first served.
const UNITS = `units AS (SELECT viewer, CASE WHEN t_at IS NULL THEN 0 ELSE 1 END AS treated,
    CASE WHEN t_at IS NULL THEN c_at ELSE t_at END AS since
  FROM per_viewer WHERE c_at IS NULL OR t_at IS NULL)`;
// Each unit's outcomes per event from its first exposure to the experiment's end, read unit by
// unit through `outcomes_by_viewer` (migration 012): a lookup per exposed viewer. Both
// planners are told so (LATERAL; CROSS JOIN keeps SQLite's order): left to choose on a fresh
// table's statistics, PostgreSQL could scan the outcomes once per viewer instead.
const PER_UNIT_EVENT: Record<Dialect, string> = {
  postgres: `SELECT u.treated, x.event, x.n, x.v FROM units u
    CROSS JOIN LATERAL (SELECT o.event, COUNT(*) AS n, COALESCE(SUM(o.value), 0) AS v
      FROM outcomes o WHERE o.harness_id = ? AND o.viewer = u.viewer AND o.at >= u.since
        AND o.at < ?
      GROUP BY o.event) x`,
  sqlite: `SELECT u.treated, o.event, COUNT(*) AS n, COALESCE(SUM(o.value), 0) AS v
    FROM units u CROSS JOIN outcomes o INDEXED BY outcomes_by_viewer
    WHERE o.harness_id = ? AND o.viewer = u.viewer AND o.at >= u.since AND o.at < ?
    GROUP BY u.treated, u.viewer, o.event`,
};

/**
 * The window's exposed viewers and, joined to them, the outcomes they sent after they were
 * served. A viewer's arm is the one it was served (recorded as served, so the report counts
 * exactly who got what); one a ramp moved from the control to the treatment is left out of
 * the comparison, being neither. Value metrics are winsorised at the design's `valueCap`.
 */
export async function outcomeStats(db: Db, w: ExperimentWindow): Promise<OutcomeStats> {
  const out: OutcomeStats = {
    control: { units: 0, events: {} },
    treatment: { units: 0, events: {} },
    exposures: { first: { control: 0, treatment: 0 }, expectedTreatment: 0, crossed: 0 },
  };
  if (!w.experimentId) return out;
  const end = w.endedAt ?? OPEN_END;
  const cte = `WITH per_viewer AS (${PER_VIEWER}), ${UNITS}`;
  const exposed = await db.query<{
    first_control: number;
    crossed: number;
    units: number;
    pct: number;
  }>(
    `SELECT CASE WHEN ${FIRST_IS_CONTROL} THEN 1 ELSE 0 END AS first_control,
       CASE WHEN c_at IS NOT NULL AND t_at IS NOT NULL THEN 1 ELSE 0 END AS crossed,
       COUNT(*) AS units,
       SUM(CASE WHEN ${FIRST_IS_CONTROL} THEN c_pct ELSE t_pct END) AS pct
     FROM (${PER_VIEWER}) per_viewer GROUP BY 1, 2`,
    [w.experimentId, end],
  );
  for (const r of exposed) {
    const n = Number(r.units);
    if (Number(r.first_control) === 1) out.exposures.first.control += n;
    else out.exposures.first.treatment += n;
    if (Number(r.crossed) === 1) out.exposures.crossed += n;
    else if (Number(r.first_control) === 1) out.control.units += n;
    else out.treatment.units += n;
    out.exposures.expectedTreatment += Number(r.pct) / 100;
  }
  const params = [w.experimentId, end, w.harnessId, end];
  const events = await db.query<{
    treated: number;
    event: string;
    units: number;
    count: number;
    value: number;
    value_sq: number;
  }>(
    `${cte} SELECT treated, event, COUNT(*) AS units, SUM(n) AS count, SUM(v) AS value, SUM(v * v) AS value_sq
     FROM (${PER_UNIT_EVENT[db.dialect]}) x GROUP BY treated, event`,
    params,
  );
  const arm = (t: unknown) => (Number(t) === 1 ? out.treatment : out.control);
  for (const e of events) {
    arm(e.treated).events[e.event] = {
      units: Number(e.units),
      count: Number(e.count),
      value: Number(e.value ?? 0),
      valueSq: Number(e.value_sq ?? 0),
    };
  }
  if (events.some((e) => Number(e.value ?? 0) > 0)) await winsorise(db, w, cte, params, out);
  return out;
}

/**
 * Caps each event's per-viewer value at the design's percentile of the values viewers sent
 * (both arms pooled, so one cap for both): one viewer's huge order cannot decide the test.
 */
async function winsorise(
  db: Db,
  w: ExperimentWindow,
  cte: string,
  params: SqlParam[],
  out: OutcomeStats,
): Promise<void> {
  const percentile = w.design.valueCap ?? DEFAULT_VALUE_CAP;
  const rows = await db.query<{ treated: number; event: string; v: number }>(
    `${cte} SELECT treated, event, v FROM (${PER_UNIT_EVENT[db.dialect]}) x WHERE v > 0`,
    params,
  );
  const byEvent = new Map<string, { all: number[]; arms: [number[], number[]] }>();
  for (const r of rows) {
    let e = byEvent.get(r.event);
    if (!e) byEvent.set(r.event, (e = { all: [], arms: [[], []] }));
    const v = Number(r.v);
    e.all.push(v);
    e.arms[Number(r.treated) === 1 ? 1 : 0].push(v);
  }
  for (const [event, e] of byEvent) {
    const cap = capOf(e.all, percentile);
    [out.control, out.treatment].forEach((a, i) => {
      const stats = a.events[event];
      if (stats) stats.capped = { cap, ...cappedSums(e.arms[i as 0 | 1], cap) };
    });
  }
}
