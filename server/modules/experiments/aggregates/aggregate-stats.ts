import type { Db } from '../../../db/db';
import { DEFAULT_VALUE_CAP, type EventStats } from '../../../../src/harness/experiments';
import type { Arm } from '../../../../src/harness/experiments/arms';
import type { ExperimentWindow } from '../experiment-window';
import type { ArmOutcomes, OutcomeStats } from '../outcome-stats';
import { settleCuped, settleEnd } from './aggregate-settle';
import { giveWay } from './give-way';

interface BandRow {
  arm: Arm;
  event: string;
  band: number;
  units: number;
  value: number;
  value_sq: number;
}

/** Units of one band read per statement. */
const BAND_PAGE = 1_000;

const empty = (): OutcomeStats => ({
  control: { units: 0, events: {} },
  treatment: { units: 0, events: {} },
  exposures: { first: { control: 0, treatment: 0 }, expectedTreatment: 0, crossed: 0 },
});

type ArmsOf = (a: Arm) => ArmOutcomes;

/** Each arm's units and count per event. */
async function readEvents(db: Db, experimentId: string, armsOf: ArmsOf): Promise<void> {
  const events = await db.query<{ arm: Arm; event: string; units: number; count: number }>(
    'SELECT arm, event, units, count FROM experiment_arm_events WHERE experiment_id = ? AND units > 0',
    [experimentId],
  );
  for (const e of events) {
    armsOf(e.arm).events[e.event] = {
      units: Number(e.units),
      count: Number(e.count),
      value: 0,
      valueSq: 0,
    };
  }
}

/** Each arm's CUPED covariate sums per event. */
async function readCovariates(db: Db, experimentId: string, armsOf: ArmsOf): Promise<void> {
  // A row whose units were all taken back (recomputed elsewhere) holds zeros: not a sum.
  const rows = await db.query<Record<string, number | string>>(
    `SELECT arm, event, conv_x, conv_xy, val_x, val_xx, val_xy FROM experiment_arm_covariates
     WHERE experiment_id = ? AND conv_x > 0`,
    [experimentId],
  );
  for (const r of rows) {
    const arm = armsOf(r.arm as Arm);
    arm.covariates = {
      ...arm.covariates,
      [r.event as string]: {
        convX: Number(r.conv_x),
        convXY: Number(r.conv_xy),
        valX: Number(r.val_x),
        valXX: Number(r.val_xx),
        valXY: Number(r.val_xy),
      },
    };
  }
}

/** Each arm's value sums per event, and the capped sums at the design's percentile. */
async function readValues(db: Db, w: ExperimentWindow & { experimentId: string }, armsOf: ArmsOf) {
  const bands = (
    await db.query<BandRow>(
      `SELECT arm, event, band, units, value, value_sq FROM experiment_value_bands
       WHERE experiment_id = ? AND units > 0 ORDER BY event, band`,
      [w.experimentId],
    )
  ).map((b) => ({
    ...b,
    band: Number(b.band),
    units: Number(b.units),
    value: Number(b.value),
    valueSq: Number(b.value_sq),
  }));
  // Summed from the smallest band up: small values are not lost beside a huge one.
  for (const b of bands) {
    const stats = armsOf(b.arm).events[b.event];
    if (!stats) continue;
    stats.value += b.value;
    stats.valueSq += b.valueSq;
  }
  const byEvent = new Map<string, typeof bands>();
  for (const b of bands) byEvent.set(b.event, [...(byEvent.get(b.event) ?? []), b]);
  const percentile = w.design.valueCap ?? DEFAULT_VALUE_CAP;
  for (const [event, list] of byEvent) {
    await giveWay(db);
    const capped = await cappedOf(db, w.experimentId, event, list, percentile);
    for (const arm of ['control', 'treatment'] as const) {
      const stats: EventStats | undefined = armsOf(arm).events[event];
      if (stats) stats.capped = { cap: capped.cap, ...capped[arm] };
    }
  }
}

/**
 * The report's outcome figures read from the aggregates kept at ingest: a few rows per arm,
 * event and value band, and one band's units per value metric for its cap. The same figures
 * `outcomeStats` computes from the raw rows.
 */
export async function aggregateStats(
  db: Db,
  w: ExperimentWindow,
  settled = false,
): Promise<OutcomeStats> {
  const out = empty();
  const experimentId = w.experimentId;
  if (!experimentId) return out;
  const [totals] = await db.query<Record<string, number | string | null>>(
    'SELECT * FROM experiment_totals WHERE experiment_id = ?',
    [experimentId],
  );
  if (!totals) return out;
  if (!settled && (totals.ended_at ?? null) !== w.endedAt) {
    await settleEnd(db, w, (totals.ended_at as string | null) ?? null);
    return aggregateStats(db, w, true);
  }
  const cupedDays = w.design.cuped?.preDays ?? null;
  if (!settled && (totals.cuped_days === null ? null : Number(totals.cuped_days)) !== cupedDays) {
    await settleCuped(db, w, cupedDays);
    return aggregateStats(db, w, true);
  }
  const num = (k: string) => Number(totals[k] ?? 0);
  out.exposures.first = { control: num('first_control'), treatment: num('first_treatment') };
  out.exposures.expectedTreatment = num('percent_sum') / 100;
  out.exposures.crossed = num('crossed');
  out.control.units = num('units_control');
  out.treatment.units = num('units_treatment');
  const armsOf: ArmsOf = (a) => (a === 'treatment' ? out.treatment : out.control);

  await giveWay(db);
  await readEvents(db, experimentId, armsOf);
  if (w.design.cuped) {
    await giveWay(db);
    await readCovariates(db, experimentId, armsOf);
  }
  await giveWay(db);
  await readValues(db, { ...w, experimentId }, armsOf);
  return out;
}

/**
 * The cap at `percentile` of the units' summed values (both arms pooled, nearest rank) and
 * each arm's sums with values above it counted as it: whole bands below the cap's band are
 * taken as summed, its own band is read unit by unit, the bands above count the cap.
 */
async function cappedOf(
  db: Db,
  experimentId: string,
  event: string,
  bands: Array<{ arm: Arm; band: number; units: number; value: number; valueSq: number }>,
  percentile: number,
) {
  const sums = () => ({ control: { sum: 0, sumSq: 0 }, treatment: { sum: 0, sumSq: 0 } });
  const total = bands.reduce((s, b) => s + b.units, 0);
  const whole = sums();
  for (const b of bands) {
    whole[b.arm].sum += b.value;
    whole[b.arm].sumSq += b.valueSq;
  }
  if (total === 0 || !(percentile > 0 && percentile <= 100)) return { cap: null, ...whole };
  const rank = Math.min(total, Math.ceil((percentile * total) / 100));
  let below = 0;
  let at = bands[0]!.band;
  for (const b of [...new Set(bands.map((x) => x.band))]) {
    const inBand = bands.filter((x) => x.band === b).reduce((s, x) => s + x.units, 0);
    at = b;
    if (below + inBand >= rank) break;
    below += inBand;
  }
  // In pages, letting requests in between: a crowded band can hold thousands of units.
  const rows: Array<{ arm: Arm; v: number }> = [];
  for (let page: Array<{ arm: Arm; v: number }> = []; ;) {
    page = await db.query<{ arm: Arm; v: number }>(
      `SELECT arm, v FROM experiment_unit_events
       WHERE experiment_id = ? AND event = ? AND band = ? ORDER BY v, arm, viewer LIMIT ? OFFSET ?`,
      [experimentId, event, at, BAND_PAGE, rows.length],
    );
    rows.push(...page);
    if (page.length < BAND_PAGE) break;
    await giveWay(db);
  }
  const cap = Number(rows[rank - below - 1]?.v ?? rows.at(-1)?.v ?? 0);
  const out = sums();
  for (const b of bands) {
    if (b.band < at) {
      out[b.arm].sum += b.value;
      out[b.arm].sumSq += b.valueSq;
    } else if (b.band > at) {
      out[b.arm].sum += b.units * cap;
      out[b.arm].sumSq += b.units * cap * cap;
    }
  }
  for (const r of rows) {
    const x = Math.min(Number(r.v), cap);
    out[r.arm].sum += x;
    out[r.arm].sumSq += x * x;
  }
  return { cap, ...out };
}
