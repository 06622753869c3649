import { randomBytes } from 'node:crypto';
import type { Dialect } from '../db';
import type { Migration } from './migration';

const bytewise = (d: Dialect) => (d === 'postgres' ? ' COLLATE "C"' : '');

// A split runs an experiment (`*_split_experiment`, JSON: its id, salt and design),
// and who was served which arm of it is recorded once per viewer and arm (`exposures`). Its
// `viewer` has the collation of `outcomes.viewer`: the report joins the two on it, by index.
export const experiments: Migration = {
  version: 21,
  name: 'experiments',
  up: (d) => [
    'ALTER TABLE labels ADD COLUMN split_experiment TEXT',
    'ALTER TABLE label_moves ADD COLUMN from_split_experiment TEXT',
    'ALTER TABLE label_moves ADD COLUMN to_split_experiment TEXT',
    `CREATE TABLE exposures (
      experiment_id TEXT${bytewise(d)} NOT NULL,
      viewer TEXT NOT NULL,
      arm TEXT NOT NULL CHECK (arm IN ('control', 'treatment')),
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      percent INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 99),
      first_at TEXT${bytewise(d)} NOT NULL,
      PRIMARY KEY (experiment_id, viewer, arm)
    )`,
  ],
  // A split running when salts came keeps the unsalted hash (salt null), so no viewer
  // changes arm on upgrade; it still gets an id, for its exposures.
  data: async (tx) => {
    const rows = await tx.query<{ harness_id: string; name: string }>(
      'SELECT harness_id, name FROM labels WHERE split_version IS NOT NULL',
    );
    for (const r of rows) {
      const experiment = { id: `exp_${randomBytes(8).toString('hex')}`, salt: null };
      await tx.run('UPDATE labels SET split_experiment = ? WHERE harness_id = ? AND name = ?', [
        JSON.stringify(experiment),
        r.harness_id,
        r.name,
      ]);
    }
  },
};
