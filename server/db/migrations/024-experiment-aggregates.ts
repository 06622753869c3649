import type { Dialect } from '../db';
import {
  refreshViewers,
  experimentEnds,
} from '../../modules/experiments/aggregates/aggregate-refresh';
import type { Migration } from './migration';

const real = (d: Dialect) => (d === 'postgres' ? 'DOUBLE PRECISION' : 'REAL');
const bytewise = (d: Dialect) => (d === 'postgres' ? ' COLLATE "C"' : '');
const arm = "TEXT NOT NULL CHECK (arm IN ('control', 'treatment'))";

// An experiment's report reads sums kept as exposures and outcomes arrive, not the raw rows
// (docs/experiments.md, "What is kept"): per experiment (`experiment_totals`: exposures by
// first arm, Σ share, crossed, units per arm, and the end they count to), per viewer
// (`experiment_units`: first arm, share, only arm and since; `experiment_unit_events`: its
// running count and value per event, with the value's band), per arm and event
// (`experiment_arm_events`: units with it, events) and per value band
// (`experiment_value_bands`: units, Σ value, Σ value²). Existing rows are summed here.
export const experimentAggregates: Migration = {
  version: 24,
  name: 'experiment-aggregates',
  up: (d) => [
    `CREATE TABLE experiment_totals (
      experiment_id TEXT${bytewise(d)} PRIMARY KEY,
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      ended_at TEXT,
      first_control INTEGER NOT NULL,
      first_treatment INTEGER NOT NULL,
      percent_sum INTEGER NOT NULL,
      crossed INTEGER NOT NULL,
      units_control INTEGER NOT NULL,
      units_treatment INTEGER NOT NULL
    )`,
    `CREATE TABLE experiment_units (
      experiment_id TEXT${bytewise(d)} NOT NULL,
      viewer TEXT NOT NULL,
      harness_id TEXT NOT NULL,
      first_arm TEXT NOT NULL,
      percent INTEGER NOT NULL,
      unit_arm TEXT,
      since TEXT${bytewise(d)},
      PRIMARY KEY (experiment_id, viewer)
    )`,
    // An outcome finds the experiments its viewer is a unit of.
    'CREATE INDEX experiment_units_by_viewer ON experiment_units (harness_id, viewer)',
    `CREATE TABLE experiment_unit_events (
      experiment_id TEXT${bytewise(d)} NOT NULL,
      viewer TEXT NOT NULL,
      event TEXT${bytewise(d)} NOT NULL,
      arm ${arm},
      n INTEGER NOT NULL,
      v ${real(d)} NOT NULL,
      band INTEGER,
      PRIMARY KEY (experiment_id, viewer, event)
    )`,
    // A value metric's cap: one band's units, in value order.
    'CREATE INDEX experiment_unit_events_by_band ON experiment_unit_events (experiment_id, event, band, v, arm, viewer)',
    `CREATE TABLE experiment_arm_events (
      experiment_id TEXT${bytewise(d)} NOT NULL,
      arm ${arm},
      event TEXT${bytewise(d)} NOT NULL,
      units INTEGER NOT NULL,
      count INTEGER NOT NULL,
      PRIMARY KEY (experiment_id, arm, event)
    )`,
    `CREATE TABLE experiment_value_bands (
      experiment_id TEXT${bytewise(d)} NOT NULL,
      arm ${arm},
      event TEXT${bytewise(d)} NOT NULL,
      band INTEGER NOT NULL,
      units INTEGER NOT NULL,
      value ${real(d)} NOT NULL,
      value_sq ${real(d)} NOT NULL,
      PRIMARY KEY (experiment_id, arm, event, band)
    )`,
    // An experiment's end (or resumption) recomputes the viewers exposed from then on.
    'CREATE INDEX exposures_by_time ON exposures (experiment_id, first_at)',
  ],
  data: async (tx) => {
    const experiments = await tx.query<{ harness_id: string; experiment_id: string }>(
      'SELECT DISTINCT harness_id, experiment_id FROM exposures ORDER BY harness_id, experiment_id',
    );
    for (const e of experiments) {
      const ends = await experimentEnds(tx, e.harness_id);
      const viewers = await tx.query<{ viewer: string }>(
        'SELECT DISTINCT viewer FROM exposures WHERE experiment_id = ? ORDER BY viewer',
        [e.experiment_id],
      );
      for (let i = 0; i < viewers.length; i += 2_000) {
        const part = viewers.slice(i, i + 2_000);
        await refreshViewers(
          tx,
          e.harness_id,
          part.map((r) => ({ experimentId: e.experiment_id, viewer: r.viewer })),
          ends,
          false,
        );
      }
    }
  },
};
