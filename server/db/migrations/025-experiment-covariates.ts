import type { Dialect } from '../db';
import { experimentTimelines } from '../../modules/experiments/experiment-timelines';
import { refreshViewers } from '../../modules/experiments/aggregates/aggregate-refresh';
import type { Migration } from './migration';

const real = (d: Dialect) => (d === 'postgres' ? 'DOUBLE PRECISION' : 'REAL');
const bytewise = (d: Dialect) => (d === 'postgres' ? ' COLLATE "C"' : '');
const arm = "TEXT NOT NULL CHECK (arm IN ('control', 'treatment'))";

// CUPED's covariate, kept like the other aggregates (docs/experiments.md, "CUPED"): per unit
// and event its pre-period count and value (`experiment_unit_pre`), per arm and event
// Σx, Σxy (conversion) and Σx, Σx², Σxy (value) over the units (`experiment_arm_covariates`),
// and on the totals the pre-period in days they were counted with (null: CUPED off).
export const experimentCovariates: Migration = {
  version: 25,
  name: 'experiment-covariates',
  up: (d) => [
    'ALTER TABLE experiment_totals ADD COLUMN cuped_days INTEGER',
    `CREATE TABLE experiment_unit_pre (
      experiment_id TEXT${bytewise(d)} NOT NULL,
      viewer TEXT NOT NULL,
      event TEXT${bytewise(d)} NOT NULL,
      arm ${arm},
      n INTEGER NOT NULL,
      v ${real(d)} NOT NULL,
      PRIMARY KEY (experiment_id, viewer, event)
    )`,
    `CREATE TABLE experiment_arm_covariates (
      experiment_id TEXT${bytewise(d)} NOT NULL,
      arm ${arm},
      event TEXT${bytewise(d)} NOT NULL,
      conv_x INTEGER NOT NULL,
      conv_xy INTEGER NOT NULL,
      val_x ${real(d)} NOT NULL,
      val_xx ${real(d)} NOT NULL,
      val_xy ${real(d)} NOT NULL,
      PRIMARY KEY (experiment_id, arm, event)
    )`,
  ],
  // A design could only name CUPED once this migration's code ran, but a split stored with it
  // (a database rolled back and forward) gets its viewers counted here.
  data: async (tx) => {
    const harnesses = await tx.query<{ harness_id: string }>(
      'SELECT DISTINCT harness_id FROM experiment_totals ORDER BY harness_id',
    );
    for (const { harness_id: harnessId } of harnesses) {
      for (const [id, t] of await experimentTimelines(tx, harnessId)) {
        if (!t.cuped) continue;
        const viewers = await tx.query<{ viewer: string }>(
          'SELECT viewer FROM experiment_units WHERE experiment_id = ? ORDER BY viewer',
          [id],
        );
        await refreshViewers(
          tx,
          harnessId,
          viewers.map((r) => ({ experimentId: id, viewer: r.viewer })),
        );
        await tx.run('UPDATE experiment_totals SET cuped_days = ? WHERE experiment_id = ?', [
          t.cuped.preDays,
          id,
        ]);
      }
    }
  },
};
