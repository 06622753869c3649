import type { Dialect } from '../db';
import type { Migration } from './migration';

const bytewise = (d: Dialect) => (d === 'postgres' ? ' COLLATE "C"' : '');

// A label's holdout (docs/experiments.md, "Holdouts"): a share of viewers kept on a baseline
// version across every split and publish. Each is an experiment (its id is its salt), so its
// exposures and outcomes go through the same tables; at most one runs per label, which the
// partial unique index keeps true however many instances start one at once.
export const holdouts: Migration = {
  version: 26,
  name: 'holdouts',
  up: (d) => [
    `CREATE TABLE holdouts (
      experiment_id TEXT${bytewise(d)} PRIMARY KEY,
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      label TEXT NOT NULL,
      percent INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 20),
      version INTEGER NOT NULL,
      started_at TEXT${bytewise(d)} NOT NULL,
      started_by TEXT NOT NULL,
      ended_at TEXT${bytewise(d)},
      ended_by TEXT
    )`,
    'CREATE UNIQUE INDEX holdouts_running ON holdouts (harness_id, label) WHERE ended_at IS NULL',
    'CREATE INDEX holdouts_by_harness ON holdouts (harness_id, started_at)',
  ],
};
