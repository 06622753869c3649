import type { Migration } from './migration';

// QA suites and their runs. JSON is text and times ISO text, as in 001: one SQL for both databases.
export const testRuns: Migration = {
  version: 2,
  name: 'test-runs',
  up: () => [
    // position keeps the suite in the order QA wrote (and imported) it.
    `CREATE TABLE test_cases (
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      case_id TEXT NOT NULL,
      value TEXT NOT NULL,
      position INTEGER NOT NULL,
      updated_at TEXT NOT NULL,
      updated_by TEXT NOT NULL,
      PRIMARY KEY (harness_id, case_id)
    )`,
    // version: the number the target resolved to when the run started; null for the draft.
    `CREATE TABLE test_runs (
      id TEXT PRIMARY KEY,
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      target TEXT NOT NULL,
      version INTEGER,
      status TEXT NOT NULL,
      total INTEGER NOT NULL,
      done INTEGER NOT NULL DEFAULT 0,
      summary TEXT,
      error TEXT,
      created_at TEXT NOT NULL,
      created_by TEXT NOT NULL,
      finished_at TEXT
    )`,
    'CREATE INDEX test_runs_by_harness ON test_runs (harness_id, created_at, id)',
    'CREATE INDEX test_runs_by_version ON test_runs (harness_id, version, status, created_at)',
    `CREATE TABLE test_run_cases (
      run_id TEXT NOT NULL REFERENCES test_runs (id),
      case_id TEXT NOT NULL,
      position INTEGER NOT NULL,
      test_case TEXT NOT NULL,
      evaluation TEXT NOT NULL,
      records TEXT NOT NULL,
      PRIMARY KEY (run_id, case_id)
    )`,
  ],
};
