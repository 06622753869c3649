import type { Migration } from './migration';

// A schedule keeps its whole split (design and guardrails, JSON: the core's split as a move
// asks for it) beside split_version/split_percent, which the calendar still reads; `previous`
// (JSON already) now holds the served split with its experiment, salt and guardrails. An end
// that found the label moved meanwhile is `superseded`, naming (JSON) the label move and the
// schedule that did it. Older
// rows read as before: no split detail, a `previous` of versions and percent only.
export const scheduleSplits: Migration = {
  version: 23,
  name: 'schedule-splits',
  up: () => [
    'ALTER TABLE schedules ADD COLUMN split_request TEXT',
    'ALTER TABLE schedules ADD COLUMN superseded_by TEXT',
  ],
};
