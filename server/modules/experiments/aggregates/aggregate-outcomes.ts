import type { Db } from '../../../db/db';
import { bandOf } from '../../../../src/harness/experiments/unit-aggregates';
import type { Arm } from '../../../../src/harness/experiments/arms';
import { AggregateDeltas, chunks, marks } from './aggregate-deltas';
import {
  insertRows,
  refreshViewers,
  type ExperimentEnds,
  type ViewerOf,
} from './aggregate-refresh';
import { prePeriodOf } from '../../../../src/harness/experiments/unit-covariates';
import { experimentTimelines } from '../experiment-timelines';
import { lockViewers } from './viewer-locks';

/** A newly stored outcome, as the aggregates need it. */
export interface NewOutcome {
  viewer: string;
  event: string;
  value: number | null;
  at: string;
}

interface UnitOf {
  experiment_id: string;
  viewer: string;
  unit_arm: Arm;
  since: string;
}

type Added = Map<string, { u: UnitOf; event: string; n: number; v: number }>;
type Before = Map<string, { n: number; v: number; band: number | null }>;

/** Every experiment unit of these viewers (exposed ones only), by viewer. */
async function unitsOf(tx: Db, harnessId: string, viewers: readonly string[]) {
  const units = new Map<string, UnitOf[]>();
  for (const part of chunks(viewers)) {
    const rows = await tx.query<UnitOf>(
      `SELECT experiment_id, viewer, unit_arm, since FROM experiment_units
       WHERE harness_id = ? AND viewer IN (${marks(part.length)}) AND unit_arm IS NOT NULL`,
      [harnessId, ...part],
    );
    for (const r of rows) units.set(r.viewer, [...(units.get(r.viewer) ?? []), r]);
  }
  return units;
}

/** Each experiment's end (null while it runs) and, with CUPED, its pre-period in ms. */
async function windowsOf(tx: Db, harnessId: string) {
  const timelines = await experimentTimelines(tx, harnessId);
  const ends: ExperimentEnds = new Map();
  const pre = new Map<string, { from: number; to: number }>();
  for (const [id, t] of timelines) {
    ends.set(id, t.phases.at(-1)?.to ?? null);
    const start = t.phases[0]?.from;
    if (!t.cuped || !start) continue;
    const p = prePeriodOf(start, t.cuped);
    pre.set(id, { from: Date.parse(p.from), to: Date.parse(p.to) });
  }
  return { ends, pre };
}

/**
 * Per experiment, viewer and event, what the batch adds; and the units to recompute instead:
 * with CUPED, a unit's covariate sums pair its pre-period with its measure, so such units are
 * recomputed from their rows (a few, by index) rather than moved by the difference.
 */
function sortBatch(
  outcomes: readonly NewOutcome[],
  units: Map<string, UnitOf[]>,
  { ends, pre }: Awaited<ReturnType<typeof windowsOf>>,
) {
  const added: Added = new Map();
  const refresh = new Map<string, ViewerOf>();
  for (const o of outcomes) {
    for (const u of units.get(o.viewer) ?? []) {
      const end = ends.get(u.experiment_id) ?? null;
      const window = pre.get(u.experiment_id);
      const inPre = window && Date.parse(o.at) >= window.from && Date.parse(o.at) < window.to;
      const inside = !(o.at < u.since || (end !== null && o.at >= end));
      if (window && (inPre || inside)) {
        const viewer = { experimentId: u.experiment_id, viewer: o.viewer };
        refresh.set(`${u.experiment_id}\n${o.viewer}`, viewer);
        continue;
      }
      if (!inside) continue;
      const k = `${u.experiment_id}\n${o.viewer}\n${o.event}`;
      const a = added.get(k) ?? { u, event: o.event, n: 0, v: 0 };
      a.n += 1;
      a.v += o.value ?? 0;
      added.set(k, a);
    }
  }
  return { added, refresh };
}

/** The running totals the batch moves, as stored before it. */
async function totalsBefore(tx: Db, added: Added): Promise<Before> {
  const byExperiment = new Map<string, string[]>();
  for (const { u } of added.values()) {
    const list = byExperiment.get(u.experiment_id) ?? [];
    list.push(u.viewer);
    byExperiment.set(u.experiment_id, list);
  }
  const before: Before = new Map();
  for (const [id, list] of byExperiment) {
    for (const part of chunks([...new Set(list)])) {
      const rows = await tx.query<{
        viewer: string;
        event: string;
        n: number;
        v: number;
        band: number | null;
      }>(
        `SELECT viewer, event, n, v, band FROM experiment_unit_events
         WHERE experiment_id = ? AND viewer IN (${marks(part.length)})`,
        [id, ...part],
      );
      for (const r of rows) {
        before.set(`${id}\n${r.viewer}\n${r.event}`, {
          n: Number(r.n),
          v: Number(r.v),
          band: r.band === null ? null : Number(r.band),
        });
      }
    }
  }
  return before;
}

/** Writes each unit's new totals and moves its arm's sums by the difference. */
async function writeTotals(tx: Db, added: Added, before: Before): Promise<void> {
  const deltas = new AggregateDeltas();
  const rows: Array<Array<string | number | null>> = [];
  for (const [k, a] of [...added].sort(([x], [y]) => (x < y ? -1 : 1))) {
    const id = a.u.experiment_id;
    const arm = a.u.unit_arm;
    const old = before.get(k);
    if (old) deltas.unitEvent(id, { event: a.event, arm, ...old }, -1);
    const n = (old?.n ?? 0) + a.n;
    const v = (old?.v ?? 0) + a.v;
    const next = { event: a.event, arm, n, v, band: bandOf(v) };
    deltas.unitEvent(id, next, 1);
    rows.push([id, a.u.viewer, a.event, arm, n, v, next.band]);
  }
  await insertRows(
    tx,
    'experiment_unit_events (experiment_id, viewer, event, arm, n, v, band)',
    rows,
    'ON CONFLICT (experiment_id, viewer, event) DO UPDATE SET n = excluded.n, v = excluded.v, band = excluded.band',
  );
  await deltas.write(tx);
}

/**
 * Adds newly stored outcomes to every experiment whose unit sent them (from when it was
 * served to the experiment's end): each unit's running total per event moves by what it sent
 * (n + dn, v + dv), and its arm's sums by the difference (Σv² by (v + dv)² − v², per value
 * band). A viewer not exposed yet is in no experiment: its outcomes are counted when it is
 * (the exposure recomputes it). Call inside the transaction that stored them.
 */
export async function addOutcomes(
  tx: Db,
  harnessId: string,
  outcomes: readonly NewOutcome[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const viewers = [...new Set(outcomes.map((o) => o.viewer))].sort();
  await lockViewers(tx, harnessId, viewers);
  const units = await unitsOf(tx, harnessId, viewers);
  if (units.size === 0) return;
  const windows = await windowsOf(tx, harnessId);
  const { added, refresh } = sortBatch(outcomes, units, windows);
  if (refresh.size > 0) await refreshViewers(tx, harnessId, [...refresh.values()], windows.ends);
  if (added.size === 0) return;
  await writeTotals(tx, added, await totalsBefore(tx, added));
}
