import type { Migration } from './migration';

// A test run may run a shop's host (the base merged with the shop's overlay), so the gate
// can ask for a passing run on each sample shop of a base (settings.testShops).
export const testRunShops: Migration = {
  version: 9,
  name: 'test-run-shops',
  up: () => [
    'ALTER TABLE test_runs ADD COLUMN shop TEXT',
    'CREATE INDEX test_runs_by_shop ON test_runs (harness_id, version, shop, status, finished_at)',
  ],
};
