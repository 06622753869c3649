// A stored suite run as `GET /harnesses/:id/test-runs/:runId` sends it: the preview reads it
// to replay one case.
export type { TestRunDetail as StoredRun } from '../../harness/evaluation';
