import type { Migration } from './migration';

// Gates that mean what they say, releases that can always be undone.
// - A suite run (and a robustness run) keeps the content hash of the harness it ran, so a run
//   of the draft counts for the version with the same content, and the endpoint and model it
//   ran on, so the gate counts only runs on the version's own endpoint. Runs of a version
//   from before take that version's hash (what they ran); runs of the draft from before keep
//   none (their content is not known) and count for nothing, as before; their endpoint and
//   model stay unknown (null), which the gate accepts as it did.
// - A label move says whether it was a rollback (back to a version the label served before);
//   moves from before read as `move`.
export const runProvenance: Migration = {
  version: 15,
  name: 'run-provenance',
  up: () => [
    'ALTER TABLE test_runs ADD COLUMN content_hash TEXT',
    'ALTER TABLE test_runs ADD COLUMN endpoint TEXT',
    'ALTER TABLE test_runs ADD COLUMN model TEXT',
    `UPDATE test_runs SET content_hash = (
       SELECT v.content_hash FROM versions v
       WHERE v.harness_id = test_runs.harness_id AND v.number = test_runs.version)
     WHERE version IS NOT NULL`,
    'CREATE INDEX test_runs_by_hash ON test_runs (harness_id, content_hash, status, finished_at)',
    'ALTER TABLE robustness_runs ADD COLUMN content_hash TEXT',
    `UPDATE robustness_runs SET content_hash = (
       SELECT v.content_hash FROM versions v
       WHERE v.harness_id = robustness_runs.harness_id AND v.number = robustness_runs.version)
     WHERE version IS NOT NULL`,
    'CREATE INDEX robustness_runs_by_hash ON robustness_runs (harness_id, content_hash, status, finished_at)',
    "ALTER TABLE label_moves ADD COLUMN kind TEXT NOT NULL DEFAULT 'move'",
  ],
};
