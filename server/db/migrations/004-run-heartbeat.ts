import type { Migration } from './migration';

// Several API instances may share PostgreSQL, each running its own suite runs: a run's
// instance stamps it while it runs, so another instance can tell a live run from one whose
// instance died (that one is marked interrupted).
export const runHeartbeat: Migration = {
  version: 4,
  name: 'run-heartbeat',
  up: () => [`ALTER TABLE test_runs ADD COLUMN heartbeat_at TEXT`],
};
