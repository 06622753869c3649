import type { Db } from '../../../db/db';
import {
  unitEventsOf,
  unitStateOf,
  type OutcomeFact,
  type UnitEvent,
  type UnitState,
} from '../../../../src/harness/experiments/unit-aggregates';
import type { Arm } from '../../../../src/harness/experiments/arms';
import {
  covariatesOf,
  prePeriodOf,
  unitPreOf,
  type UnitPre,
} from '../../../../src/harness/experiments/unit-covariates';
import { experimentTimelines } from '../experiment-timelines';
import { AggregateDeltas, chunks, marks } from './aggregate-deltas';
import { lockViewers } from './viewer-locks';

/** Each experiment of the harness and the end its figures count to (null: running). */
export type ExperimentEnds = Map<string, string | null>;

export async function experimentEnds(db: Db, harnessId: string): Promise<ExperimentEnds> {
  const out: ExperimentEnds = new Map();
  for (const [id, t] of await experimentTimelines(db, harnessId)) {
    out.set(id, t.phases.at(-1)?.to ?? null);
  }
  return out;
}

export interface ViewerOf {
  experimentId: string;
  viewer: string;
}

interface UnitRow {
  viewer: string;
  first_arm: Arm;
  percent: number;
  unit_arm: Arm | null;
  since: string | null;
}

interface UnitEventRow {
  viewer: string;
  event: string;
  arm: Arm;
  n: number;
  v: number;
  band: number | null;
}

const stateOf = (r: UnitRow): UnitState => ({
  firstArm: r.first_arm,
  percent: Number(r.percent),
  unitArm: r.unit_arm,
  since: r.since,
});

const eventOf = (r: UnitEventRow): UnitEvent => ({
  event: r.event,
  arm: r.arm,
  n: Number(r.n),
  v: Number(r.v),
  band: r.band === null ? null : Number(r.band),
});

/**
 * Recomputes these viewers from their raw rows (their exposures, and their outcomes through
 * `outcomes_by_viewer`) and moves the arm sums by the difference: what a new or earlier
 * exposure changes (a new unit, a later since, a viewer crossing over), and what an
 * experiment's end or resumption changes. Work is per viewer, in a few statements a batch.
 * Call inside a transaction.
 */
export async function refreshViewers(
  tx: Db,
  harnessId: string,
  viewers: readonly ViewerOf[],
  ends?: ExperimentEnds,
  withCovariates = true,
): Promise<void> {
  if (viewers.length === 0) return;
  await lockViewers(
    tx,
    harnessId,
    viewers.map((v) => v.viewer),
  );
  const endOf = ends ?? (await experimentEnds(tx, harnessId));
  const timelines = withCovariates ? await experimentTimelines(tx, harnessId) : new Map();
  const byExperiment = new Map<string, Set<string>>();
  for (const v of viewers) {
    const set = byExperiment.get(v.experimentId) ?? new Set();
    set.add(v.viewer);
    byExperiment.set(v.experimentId, set);
  }
  const deltas = new AggregateDeltas(withCovariates);
  for (const [experimentId, set] of byExperiment) {
    const end = endOf.get(experimentId) ?? null;
    const t = timelines.get(experimentId);
    const start = t?.phases[0]?.from;
    const cov: Covariates | null = withCovariates
      ? { period: t?.cuped && start ? prePeriodOf(start, t.cuped) : null }
      : null;
    for (const part of chunks([...set].sort(), 400)) {
      await refreshPart(tx, harnessId, { experimentId, end, cov }, part, deltas);
    }
    deltas.cupedDays(experimentId, t?.cuped?.preDays ?? null);
  }
  await deltas.write(tx);
}

/** CUPED's tables in use (null before migration 025), and the pre-period when it is on. */
interface Covariates {
  period: { from: string; to: string } | null;
}

const byViewer = <T extends { viewer: string }>(rows: readonly T[]) => {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(r.viewer, [...(out.get(r.viewer) ?? []), r]);
  return out;
};

/** What the viewers' covariates add to their arms' sums, taken back (-1) or added (1). */
function moveCovariates(
  deltas: AggregateDeltas,
  experimentId: string,
  pre: Map<string, UnitPre[]>,
  events: Map<string, UnitEvent[]>,
  sign: 1 | -1,
) {
  for (const [viewer, list] of pre) {
    const sums = covariatesOf(list, events.get(viewer) ?? []);
    for (const p of list) deltas.covariate(experimentId, p.arm, p.event, sums.get(p.event)!, sign);
  }
}

type RefreshAt = { experimentId: string; end: string | null; cov: Covariates | null };
type Rows = Array<Array<string | number | null>>;

/** Takes what the viewers' stored units, events and covariates add to the sums back out. */
async function takeBack(
  tx: Db,
  harnessId: string,
  { experimentId, end, cov }: RefreshAt,
  scope: { where: string; params: string[] },
  deltas: AggregateDeltas,
): Promise<void> {
  const { where, params } = scope;
  const oldUnits = await tx.query<UnitRow>(
    `SELECT viewer, first_arm, percent, unit_arm, since FROM experiment_units ${where}`,
    params,
  );
  const oldEvents = await tx.query<UnitEventRow>(
    `SELECT viewer, event, arm, n, v, band FROM experiment_unit_events ${where}`,
    params,
  );
  for (const r of oldUnits) deltas.state(experimentId, harnessId, end, stateOf(r), -1);
  for (const r of oldEvents) deltas.unitEvent(experimentId, eventOf(r), -1);
  if (!cov) return;
  const oldPre = await tx.query<UnitPre & { viewer: string }>(
    `SELECT viewer, event, arm, n, v FROM experiment_unit_pre ${where}`,
    params,
  );
  const pre = byViewer(oldPre.map((r) => ({ ...r, n: Number(r.n), v: Number(r.v) })));
  const events = byViewer(oldEvents.map((r) => ({ ...eventOf(r), viewer: r.viewer })));
  moveCovariates(deltas, experimentId, pre, events, -1);
}

/** Each viewer's unit state, from its exposures to the experiment. */
async function statesOf(
  tx: Db,
  viewers: readonly string[],
  end: string | null,
  scope: { where: string; params: string[] },
): Promise<Map<string, UnitState>> {
  const exposures = await tx.query<{ viewer: string; arm: Arm; percent: number; first_at: string }>(
    `SELECT viewer, arm, percent, first_at FROM exposures ${scope.where}`,
    scope.params,
  );
  const served = new Map<string, Array<{ arm: Arm; percent: number; at: string }>>();
  for (const e of exposures) {
    const list = served.get(e.viewer) ?? [];
    list.push({ arm: e.arm, percent: Number(e.percent), at: e.first_at });
    served.set(e.viewer, list);
  }
  const states = new Map<string, UnitState>();
  for (const v of viewers) {
    const s = unitStateOf(served.get(v) ?? [], end);
    if (s) states.set(v, s);
  }
  return states;
}

/** Every outcome the units sent, by viewer. */
async function outcomesOf(
  tx: Db,
  harnessId: string,
  units: readonly string[],
): Promise<Map<string, OutcomeFact[]>> {
  const outcomes = new Map<string, OutcomeFact[]>();
  if (units.length === 0) return outcomes;
  const rows = await tx.query<{ viewer: string; event: string; value: number | null; at: string }>(
    `SELECT viewer, event, value, at FROM outcomes
     WHERE harness_id = ? AND viewer IN (${marks(units.length)})`,
    [harnessId, ...units],
  );
  for (const r of rows) {
    const list = outcomes.get(r.viewer) ?? [];
    list.push({ event: r.event, value: r.value === null ? null : Number(r.value), at: r.at });
    outcomes.set(r.viewer, list);
  }
  return outcomes;
}

/** The units' new rows, with what they add to the sums. */
function recompute(
  harnessId: string,
  { experimentId, end, cov }: RefreshAt,
  states: Map<string, UnitState>,
  outcomes: Map<string, OutcomeFact[]>,
  deltas: AggregateDeltas,
) {
  const rows = { units: [] as Rows, events: [] as Rows, pre: [] as Rows };
  const newPre = new Map<string, UnitPre[]>();
  const newEvents = new Map<string, UnitEvent[]>();
  for (const [viewer, s] of states) {
    deltas.state(experimentId, harnessId, end, s, 1);
    rows.units.push([experimentId, viewer, harnessId, s.firstArm, s.percent, s.unitArm, s.since]);
    const events = unitEventsOf(s, outcomes.get(viewer) ?? [], end);
    newEvents.set(viewer, events);
    for (const e of events) {
      deltas.unitEvent(experimentId, e, 1);
      rows.events.push([experimentId, viewer, e.event, e.arm, e.n, e.v, e.band]);
    }
    const pre = cov?.period ? unitPreOf(s, outcomes.get(viewer) ?? [], cov.period) : [];
    if (pre.length > 0) newPre.set(viewer, pre);
    for (const p of pre) rows.pre.push([experimentId, viewer, p.event, p.arm, p.n, p.v]);
  }
  moveCovariates(deltas, experimentId, newPre, newEvents, 1);
  return rows;
}

async function refreshPart(
  tx: Db,
  harnessId: string,
  at: RefreshAt,
  viewers: string[],
  deltas: AggregateDeltas,
): Promise<void> {
  const where = `WHERE experiment_id = ? AND viewer IN (${marks(viewers.length)})`;
  const scope = { where, params: [at.experimentId, ...viewers] };
  const states = await statesOf(tx, viewers, at.end, scope);
  await takeBack(tx, harnessId, at, scope, deltas);
  const units = [...states].filter(([, s]) => s.unitArm !== null).map(([v]) => v);
  const outcomes = await outcomesOf(tx, harnessId, units);
  const rows = recompute(harnessId, at, states, outcomes, deltas);
  await tx.run(`DELETE FROM experiment_units ${where}`, scope.params);
  await tx.run(`DELETE FROM experiment_unit_events ${where}`, scope.params);
  if (at.cov) {
    await tx.run(`DELETE FROM experiment_unit_pre ${where}`, scope.params);
    await insertRows(tx, 'experiment_unit_pre (experiment_id, viewer, event, arm, n, v)', rows.pre);
  }
  await insertRows(
    tx,
    'experiment_units (experiment_id, viewer, harness_id, first_arm, percent, unit_arm, since)',
    rows.units,
  );
  await insertRows(
    tx,
    'experiment_unit_events (experiment_id, viewer, event, arm, n, v, band)',
    rows.events,
  );
}

export async function insertRows(
  tx: Db,
  into: string,
  rows: Array<Array<string | number | null>>,
  onConflict = '',
): Promise<void> {
  for (const part of chunks(rows, 200)) {
    const row = `(${marks(part[0]!.length)})`;
    await tx.run(
      `INSERT INTO ${into} VALUES ${part.map(() => row).join(', ')} ${onConflict}`,
      part.flat(),
    );
  }
}
