import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Db } from '../../../db/db';
import { describeEachDatabase } from '../../../db/testing/describe-each-database';
import { newHarness } from '../../../db/testing/harness-fixtures';
import { getLabel, moveLabel } from '../../labels/label-store';
import { createVersion } from '../../versions/version-store';
import { recordExposures } from '../../exposures/exposure-store';
import { ingestOutcomes, toRow, viewerSecret } from '../../outcomes/outcome-store';
import { hashViewer } from '../../traces/viewer-hash';
import { metricsOf, NO_TURNS } from '../../../../src/harness/experiments';
import { seededRandom } from '../../../../src/harness/variants/random';
import { experimentWindow } from '../experiment-window';
import { outcomeStats, type OutcomeStats } from '../outcome-stats';
import { aggregateStats } from './aggregate-stats';
import { experimentAggregates } from '../../../db/migrations/024-experiment-aggregates';

// The sums kept at ingest must say what a recomputation from the raw rows says (outcomeStats,
// the report's computation before them), whatever order exposures and outcomes came in.

const AGGREGATE_TABLES = [
  'experiment_totals',
  'experiment_units',
  'experiment_unit_events',
  'experiment_arm_events',
  'experiment_value_bands',
];

async function splitHarness(db: Db, valueCap?: number) {
  const h = await newHarness(db);
  await createVersion(db, h.id, { message: 'A', actor: 't' });
  await createVersion(db, h.id, { message: 'B', actor: 't' });
  await moveLabel(db, h.id, 'staging', {
    version: 1,
    split: { version: 2, percent: 40, ...(valueCap && { valueCap }) },
    reason: 't',
    actor: 't',
  });
  const { split } = await getLabel(db, h.id, 'staging');
  return { id: h.id, experimentId: split!.experimentId! };
}

/** Equal up to rounding: sums are added in another order. */
function expectClose(actual: unknown, expected: unknown, path = '$'): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const tolerance = 1e-9 * Math.max(1, Math.abs(expected));
    expect(Math.abs(actual - expected), `${path}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
      tolerance,
    );
    return;
  }
  if (expected && typeof expected === 'object') {
    expect(Object.keys(actual as object).sort(), path).toEqual(Object.keys(expected).sort());
    for (const [k, v] of Object.entries(expected)) {
      expectClose((actual as Record<string, unknown>)[k], v, `${path}.${k}`);
    }
    return;
  }
  expect(actual, path).toEqual(expected);
}

const op = fc.oneof(
  fc.record({
    kind: fc.constant('expose' as const),
    viewer: fc.nat(5),
    arm: fc.constantFrom('control' as const, 'treatment' as const),
    percent: fc.constantFrom(10, 40, 60),
    at: fc.integer({ min: -60, max: 120 }),
  }),
  fc.record({
    kind: fc.constant('outcomes' as const),
    items: fc.array(
      fc.record({
        eventId: fc.nat(12),
        viewer: fc.nat(5),
        event: fc.constantFrom('order', 'click'),
        value: fc.option(fc.oneof(fc.integer({ min: 0, max: 500 }), fc.constant(1e9)), {
          nil: undefined,
        }),
        at: fc.integer({ min: -60, max: 120 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
  fc.record({ kind: fc.constant('end' as const) }),
);

describeEachDatabase('experiment aggregates', (getDb) => {
  it('equal a recomputation from the raw rows after any exposures and outcomes, duplicates and an end', async () => {
    const db = getDb();
    const secret = await viewerSecret(db);
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const { id, experimentId } = await splitHarness(db);
        const base = Date.now();
        const iso = (s: number) => new Date(base + s * 1000).toISOString();
        let ended = false;
        for (const o of ops) {
          if (o.kind === 'expose') {
            await recordExposures(db, [
              {
                experimentId,
                viewer: hashViewer(secret, `v${o.viewer}`),
                arm: o.arm,
                harnessId: id,
                percent: o.percent,
                at: iso(o.at),
              },
            ]);
          } else if (o.kind === 'outcomes') {
            const rows = o.items.map((item, index) =>
              toRow(secret, index, {
                eventId: `e${item.eventId}`,
                viewerKey: `v${item.viewer}`,
                event: item.event,
                ...(item.value !== undefined && { value: item.value }),
                at: iso(item.at),
              }),
            );
            await ingestOutcomes(db, id, rows);
          } else if (!ended) {
            ended = true;
            await moveLabel(db, id, 'staging', { version: 1, reason: 't', actor: 't' });
          }
          const w = await experimentWindow(db, id, 'staging');
          expectClose(await aggregateStats(db, w), await outcomeStats(db, w));
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);

  it("gives the report's figures of the raw rows on a seeded dataset, caps included", async () => {
    const db = getDb();
    const secret = await viewerSecret(db);
    const { id, experimentId } = await splitHarness(db, 90);
    const next = seededRandom(7).next;
    const base = Date.now() - 3_600_000;
    const at = (i: number) => new Date(base + i * 1000).toISOString();
    const exposures = Array.from({ length: 400 }, (_, i) => ({
      experimentId,
      viewer: hashViewer(secret, `s${i}`),
      arm: next() < 0.4 ? ('treatment' as const) : ('control' as const),
      harnessId: id,
      percent: 40,
      at: at(i),
    }));
    // A few viewers a ramp moved across: in the SRM check, not in the metrics.
    exposures.push(...exposures.slice(0, 8).map((e) => ({ ...e, arm: 'treatment' as const })));
    await recordExposures(db, exposures);
    const rows = Array.from({ length: 1_500 }, (_, i) =>
      toRow(secret, i, {
        eventId: `s-${i}`,
        viewerKey: `s${Math.floor(next() * 450)}`,
        event: next() < 0.5 ? 'order' : 'confirmed_receipt',
        ...(next() < 0.8 && { value: i === 77 ? 1e12 : Math.round(next() * 30_000) / 100 }),
        at: at(Math.floor(next() * 1_200)),
      }),
    );
    for (let i = 0; i < rows.length; i += 500) await ingestOutcomes(db, id, rows.slice(i, i + 500));
    const w = await experimentWindow(db, id, 'staging');
    const kept = await aggregateStats(db, w);
    const raw = await outcomeStats(db, w);
    expectClose(kept, raw);
    const figures = (s: OutcomeStats) =>
      metricsOf(
        { version: 1, ...s.control, turns: NO_TURNS },
        { version: 2, ...s.treatment, turns: NO_TURNS },
        {},
        w.design,
      );
    expectClose(figures(kept), figures(raw));
    expect(kept.control.units + kept.treatment.units).toBeGreaterThan(300);
    expect(kept.control.events.order?.capped?.cap).not.toBeNull();

    // The migration's backfill sums the same from the raw rows alone.
    for (const table of AGGREGATE_TABLES) await db.run(`DELETE FROM ${table}`);
    await db.transaction((tx) => experimentAggregates.data!(tx));
    expectClose(await aggregateStats(db, w), raw);
  }, 60_000);
});
