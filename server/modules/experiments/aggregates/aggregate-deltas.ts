import type { Db, SqlParam } from '../../../db/db';
import type { Arm } from '../../../../src/harness/experiments/arms';
import type {
  ExperimentTotals,
  UnitEvent,
  UnitState,
} from '../../../../src/harness/experiments/unit-aggregates';
import { totalsOf } from '../../../../src/harness/experiments/unit-aggregates';
import type { CovariateSums } from '../../../../src/harness/experiments/report';

/** Rows per multi-row statement: at most 8 binds each, far below both drivers' limits. */
const CHUNK = 200;

const key = (...parts: Array<string | number>) => parts.join('\n');

/**
 * Changes to an experiment's arm-level sums, gathered over a batch and written at its end in
 * a few statements, each row added to (never set), in key order: concurrent writers on
 * PostgreSQL update the same rows in the same order.
 */
export class AggregateDeltas {
  /** `withCovariates`: false before migration 025 made CUPED's tables (024's backfill). */
  constructor(private readonly withCovariates = true) {}

  private readonly totals = new Map<
    string,
    { harnessId: string; end: string | null; t: ExperimentTotals; cupedDays?: number | null }
  >();
  private readonly covariates = new Map<string, CovariateSums>();
  private readonly arms = new Map<string, { units: number; count: number }>();
  private readonly bands = new Map<string, { units: number; value: number; valueSq: number }>();

  /** A viewer's standing added (1) or taken back (-1). */
  state(
    experimentId: string,
    harnessId: string,
    end: string | null,
    s: UnitState | null,
    sign: 1 | -1,
  ) {
    const add = totalsOf(s, sign);
    const seen = this.totals.get(experimentId);
    if (!seen) {
      this.totals.set(experimentId, { harnessId, end, t: add });
      return;
    }
    for (const k of Object.keys(add) as Array<keyof ExperimentTotals>) seen.t[k] += add[k];
  }

  /** The CUPED pre-period a new totals row is counted with (a row already kept keeps its). */
  cupedDays(experimentId: string, days: number | null) {
    const seen = this.totals.get(experimentId);
    if (seen) seen.cupedDays = days;
  }

  /** A unit's covariate sums of one event added (1) or taken back (-1). */
  covariate(experimentId: string, arm: Arm, event: string, c: CovariateSums, sign: 1 | -1) {
    const k = key(experimentId, arm, event);
    const a = this.covariates.get(k) ?? { convX: 0, convXY: 0, valX: 0, valXX: 0, valXY: 0 };
    for (const f of Object.keys(a) as Array<keyof CovariateSums>) a[f] += sign * c[f];
    this.covariates.set(k, a);
  }

  /** A unit's outcomes of one event added (1) or taken back (-1). */
  unitEvent(experimentId: string, e: UnitEvent, sign: 1 | -1) {
    const a = this.arms.get(key(experimentId, e.arm, e.event)) ?? { units: 0, count: 0 };
    a.units += sign;
    a.count += sign * e.n;
    this.arms.set(key(experimentId, e.arm, e.event), a);
    if (e.band === null) return;
    const k = key(experimentId, e.arm, e.event, e.band);
    const b = this.bands.get(k) ?? { units: 0, value: 0, valueSq: 0 };
    b.units += sign;
    b.value += sign * e.v;
    b.valueSq += sign * e.v * e.v;
    this.bands.set(k, b);
  }

  async write(tx: Db): Promise<void> {
    const totals = [...this.totals].sort(([a], [b]) => (a < b ? -1 : 1));
    const cupedCol = this.withCovariates ? ' cuped_days,' : '';
    await upsert(
      tx,
      `experiment_totals (experiment_id, harness_id, ended_at,${cupedCol} first_control, first_treatment, percent_sum, crossed, units_control, units_treatment)`,
      '(experiment_id)',
      [
        'first_control',
        'first_treatment',
        'percent_sum',
        'crossed',
        'units_control',
        'units_treatment',
      ],
      totals.map(([id, { harnessId, end, t, cupedDays }]) => [
        id,
        harnessId,
        end,
        ...(this.withCovariates ? [cupedDays ?? null] : []),
        t.firstControl,
        t.firstTreatment,
        t.percentSum,
        t.crossed,
        t.unitsControl,
        t.unitsTreatment,
      ]),
      'experiment_totals',
    );
    const arms = [...this.arms].filter(([, a]) => a.units !== 0 || a.count !== 0).sort(byKey);
    await upsert(
      tx,
      'experiment_arm_events (experiment_id, arm, event, units, count)',
      '(experiment_id, arm, event)',
      ['units', 'count'],
      arms.map(([k, a]) => [...(k.split('\n') as [string, Arm, string]), a.units, a.count]),
      'experiment_arm_events',
    );
    const bands = [...this.bands].filter(([, b]) => b.units !== 0 || b.value !== 0).sort(byKey);
    await upsert(
      tx,
      'experiment_value_bands (experiment_id, arm, event, band, units, value, value_sq)',
      '(experiment_id, arm, event, band)',
      ['units', 'value', 'value_sq'],
      bands.map(([k, b]) => {
        const [id, arm, event, band] = k.split('\n') as [string, Arm, string, string];
        return [id, arm, event, Number(band), b.units, b.value, b.valueSq];
      }),
      'experiment_value_bands',
    );
    if (!this.withCovariates) return;
    const covariates = [...this.covariates]
      .filter(([, c]) => Object.values(c).some((x) => x !== 0))
      .sort(byKey);
    await upsert(
      tx,
      'experiment_arm_covariates (experiment_id, arm, event, conv_x, conv_xy, val_x, val_xx, val_xy)',
      '(experiment_id, arm, event)',
      ['conv_x', 'conv_xy', 'val_x', 'val_xx', 'val_xy'],
      covariates.map(([k, c]) => [
        ...(k.split('\n') as [string, Arm, string]),
        c.convX,
        c.convXY,
        c.valX,
        c.valXX,
        c.valXY,
      ]),
      'experiment_arm_covariates',
    );
  }
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

async function upsert(
  tx: Db,
  into: string,
  conflict: string,
  added: string[],
  rows: SqlParam[][],
  table: string,
): Promise<void> {
  if (rows.length === 0) return;
  const width = rows[0]!.length;
  const row = `(${Array.from({ length: width }, () => '?').join(', ')})`;
  const set = added.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    const part = rows.slice(i, i + CHUNK);
    await tx.run(
      `INSERT INTO ${into} VALUES ${part.map(() => row).join(', ')}
       ON CONFLICT ${conflict} DO UPDATE SET ${set}`,
      part.flat(),
    );
  }
}

/** `?, ?, ?` for an IN list. */
export const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** Splits a list into statement-sized parts. */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
