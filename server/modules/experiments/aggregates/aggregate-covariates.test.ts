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
import { experimentAggregates } from '../../../db/migrations/024-experiment-aggregates';
import { experimentCovariates } from '../../../db/migrations/025-experiment-covariates';
import { experimentWindow } from '../experiment-window';
import { aggregateStats } from './aggregate-stats';

// CUPED's sums kept at ingest (outcomes in the pre-period and in the experiment, in any order,
// before or after the viewer's exposure) must equal the migrations' recomputation from the
// raw rows alone.

const TABLES = [
  'experiment_totals',
  'experiment_units',
  'experiment_unit_events',
  'experiment_arm_events',
  'experiment_value_bands',
  'experiment_unit_pre',
  'experiment_arm_covariates',
];

async function cupedHarness(db: Db, cuped = true) {
  const h = await newHarness(db);
  await createVersion(db, h.id, { message: 'A', actor: 't' });
  await createVersion(db, h.id, { message: 'B', actor: 't' });
  await moveLabel(db, h.id, 'staging', {
    version: 1,
    split: { version: 2, percent: 50, ...(cuped && { cuped: { preDays: 1 } }) },
    reason: 't',
    actor: 't',
  });
  const { split } = await getLabel(db, h.id, 'staging');
  return { id: h.id, experimentId: split!.experimentId! };
}

const op = fc.oneof(
  fc.record({
    kind: fc.constant('expose' as const),
    viewer: fc.nat(4),
    arm: fc.constantFrom('control' as const, 'treatment' as const),
    at: fc.integer({ min: 1, max: 60 }),
  }),
  fc.record({
    kind: fc.constant('outcomes' as const),
    items: fc.array(
      fc.record({
        eventId: fc.nat(10),
        viewer: fc.nat(4),
        event: fc.constantFrom('order', 'click'),
        value: fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
        // Seconds from the start: before it is the pre-period (one day), then the experiment.
        at: fc.integer({ min: -90_000, max: 120 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  }),
);

describeEachDatabase('CUPED aggregates', (getDb) => {
  it('equal the recomputation from the raw rows after any exposures and outcomes', async () => {
    const db = getDb();
    const secret = await viewerSecret(db);
    let seen = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 2, maxLength: 10 }), async (ops) => {
        const { id, experimentId } = await cupedHarness(db);
        const w = await experimentWindow(db, id, 'staging');
        const base = Date.parse(w.phases[0]!.from);
        const iso = (s: number) => new Date(base + s * 1000).toISOString();
        for (const o of ops) {
          if (o.kind === 'expose') {
            await recordExposures(db, [
              {
                experimentId,
                viewer: hashViewer(secret, `v${o.viewer}`),
                arm: o.arm,
                harnessId: id,
                percent: 50,
                at: iso(o.at),
              },
            ]);
          } else {
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
          }
        }
        const kept = await aggregateStats(db, w);
        const covariates = (s: typeof kept) => ({
          control: s.control.covariates ?? {},
          treatment: s.treatment.covariates ?? {},
        });
        for (const table of TABLES) {
          await db.run(`DELETE FROM ${table} WHERE experiment_id = ?`, [experimentId]);
        }
        await db.transaction(async (tx) => {
          await experimentAggregates.data!(tx);
          await experimentCovariates.data!(tx);
        });
        const again = await aggregateStats(db, w);
        expect(covariates(kept)).toEqual(covariates(again));
        if (Object.keys(covariates(kept).control).length > 0) seen++;
      }),
      { numRuns: 20 },
    );
    // The runs exercised pre-period outcomes, not only empty sums.
    expect(seen).toBeGreaterThan(0);
  }, 180_000);

  it('counts every unit again when a ramp turns CUPED on', async () => {
    const db = getDb();
    const secret = await viewerSecret(db);
    const { id, experimentId } = await cupedHarness(db, false);
    const w0 = await experimentWindow(db, id, 'staging');
    const base = Date.parse(w0.phases[0]!.from);
    const iso = (s: number) => new Date(base + s * 1000).toISOString();
    await recordExposures(
      db,
      Array.from({ length: 6 }, (_, i) => ({
        experimentId,
        viewer: hashViewer(secret, `r${i}`),
        arm: i % 2 ? ('treatment' as const) : ('control' as const),
        harnessId: id,
        percent: 50,
        at: iso(1),
      })),
    );
    const rows = Array.from({ length: 6 }, (_, i) => [
      toRow(secret, 2 * i, {
        eventId: `p${i}`,
        viewerKey: `r${i}`,
        event: 'order',
        value: 10 + i,
        at: iso(-60),
      }),
      toRow(secret, 2 * i + 1, {
        eventId: `q${i}`,
        viewerKey: `r${i}`,
        event: 'order',
        value: 5,
        at: iso(5),
      }),
    ]).flat();
    await ingestOutcomes(db, id, rows);
    expect((await aggregateStats(db, w0)).control.covariates).toBeUndefined();

    await moveLabel(db, id, 'staging', {
      version: 1,
      split: { version: 2, percent: 60, cuped: { preDays: 1 } },
      reason: 'ramp',
      actor: 't',
    });
    const w = await experimentWindow(db, id, 'staging');
    expect(w.experimentId).toBe(experimentId);
    const kept = await aggregateStats(db, w);
    // Control units r0, r2, r4: each ordered before (x = 10, 12, 14) and in it (y = 5).
    expect(kept.control.covariates?.order).toEqual({
      convX: 3,
      convXY: 3,
      valX: 36,
      valXX: 100 + 144 + 196,
      valXY: 36 * 5,
    });
    const [totals] = await db.query<{ cuped_days: number }>(
      'SELECT cuped_days FROM experiment_totals WHERE experiment_id = ?',
      [experimentId],
    );
    expect(Number(totals!.cuped_days)).toBe(1);
  });
});
