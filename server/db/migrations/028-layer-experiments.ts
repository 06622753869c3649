import type { Dialect } from '../db';
import type { Migration } from './migration';

const bytewise = (d: Dialect) => (d === 'postgres' ? ' COLLATE "C"' : '');

// A label's layer experiments (docs/experiments.md, "Layers"): each holds a run of a layer's
// 100 buckets and serves its treatment's changed entities to its treatment share. Each is an
// experiment (its id is its salt), so exposures and outcomes go through the same tables. Runs
// of one layer never overlap: the store checks it with the label row locked, so two starts
// at once are decided one after the other.
export const layerExperiments: Migration = {
  version: 28,
  name: 'layer-experiments',
  up: (d) => [
    `CREATE TABLE layer_experiments (
      experiment_id TEXT${bytewise(d)} PRIMARY KEY,
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      label TEXT NOT NULL,
      layer TEXT${bytewise(d)} NOT NULL,
      from_bucket INTEGER NOT NULL CHECK (from_bucket BETWEEN 0 AND 99),
      share INTEGER NOT NULL CHECK (share BETWEEN 1 AND 100 AND from_bucket + share <= 100),
      percent INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 99),
      base_version INTEGER NOT NULL,
      version INTEGER NOT NULL,
      changes TEXT NOT NULL,
      design TEXT NOT NULL,
      started_at TEXT${bytewise(d)} NOT NULL,
      started_by TEXT NOT NULL,
      ended_at TEXT${bytewise(d)},
      ended_by TEXT
    )`,
    `CREATE INDEX layer_experiments_running ON layer_experiments (harness_id, label, layer, from_bucket)
      WHERE ended_at IS NULL`,
    'CREATE INDEX layer_experiments_by_label ON layer_experiments (harness_id, label, started_at)',
  ],
};
