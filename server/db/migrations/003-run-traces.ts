import type { Migration } from './migration';

// Each stored run case keeps the runtime's turn events per trial, so a failed case can be
// replayed in the preview. Runs stored before this read as having no traces.
export const runTraces: Migration = {
  version: 3,
  name: 'run-traces',
  up: () => [`ALTER TABLE test_run_cases ADD COLUMN traces TEXT NOT NULL DEFAULT '[]'`],
};
