import type { Migration } from './migration';

// Robustness runs: the suite on K variants of a harness. A run keeps its source
// document and control focus once; an arm's variant is rebuilt from its seed, not stored.
export const robustnessRuns: Migration = {
  version: 6,
  name: 'robustness-runs',
  up: () => [
    // spec: endpoints, families, variantsPerFamily, trials, seed and the planned arms (JSON).
    `CREATE TABLE robustness_runs (
      id TEXT PRIMARY KEY,
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      target TEXT NOT NULL,
      version INTEGER,
      status TEXT NOT NULL,
      total INTEGER NOT NULL,
      done INTEGER NOT NULL DEFAULT 0,
      spec TEXT NOT NULL,
      source TEXT NOT NULL,
      report TEXT,
      error TEXT,
      created_at TEXT NOT NULL,
      created_by TEXT NOT NULL,
      finished_at TEXT,
      heartbeat_at TEXT
    )`,
    'CREATE INDEX robustness_runs_by_harness ON robustness_runs (harness_id, created_at, id)',
    'CREATE INDEX robustness_runs_by_version ON robustness_runs (harness_id, version, status, finished_at)',
    `CREATE TABLE robustness_results (
      run_id TEXT NOT NULL REFERENCES robustness_runs (id),
      endpoint TEXT NOT NULL,
      arm TEXT NOT NULL,
      case_id TEXT NOT NULL,
      position INTEGER NOT NULL,
      passes INTEGER NOT NULL,
      trials INTEGER NOT NULL,
      evaluation TEXT NOT NULL,
      records TEXT NOT NULL,
      traces TEXT NOT NULL,
      PRIMARY KEY (run_id, endpoint, arm, case_id)
    )`,
  ],
};
