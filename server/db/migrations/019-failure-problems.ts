import type { Migration } from './migration';

// Why a schedule (and the change request it published) failed, as a coded problem
// (`{ code, detail, ...params }`) beside the English `failure` text, so each reader is told
// in their own language.
export const failureProblems: Migration = {
  version: 19,
  name: 'failure-problems',
  up: () => [
    'ALTER TABLE schedules ADD COLUMN failure_problem TEXT',
    'ALTER TABLE change_requests ADD COLUMN failure_problem TEXT',
  ],
};
