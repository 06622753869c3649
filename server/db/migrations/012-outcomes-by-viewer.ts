import type { Migration } from './migration';

// The experiment report groups a window's outcomes by viewer and event. Read in that order
// from this covering index, SQLite streams the groups instead of sorting a million rows in a
// temporary b-tree (about 14 s at 1,000,000 outcomes before, see docs/benchmarks.md).
export const outcomesByViewer: Migration = {
  version: 12,
  name: 'outcomes-by-viewer',
  up: () => [
    'CREATE INDEX outcomes_by_viewer ON outcomes (harness_id, viewer, event, at, bucket, value)',
  ],
};
