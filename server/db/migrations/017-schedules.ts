import type { Dialect } from '../db';
import { serialId, type Migration } from './migration';

// Scheduled label moves (server/modules/schedules/). Times are ISO 8601 UTC with
// ms, compared as text (byte-wise on PostgreSQL, so index order is the string order). A
// schedule is claimed by `UPDATE ... WHERE state = 'pending'` in the transaction that moves
// the label, so it fires exactly once whatever the number of instances; `end_state` does the
// same for the move back at `until_at`.
const bytewise = (d: Dialect) => (d === 'postgres' ? ' COLLATE "C"' : '');

export const schedules: Migration = {
  version: 17,
  name: 'schedules',
  up: (d) => [
    `CREATE TABLE schedules (
      ${serialId(d)},
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      request_id INTEGER,
      label TEXT NOT NULL,
      shop_id TEXT${bytewise(d)},
      version INTEGER,
      split_version INTEGER,
      split_percent INTEGER,
      overlay_version INTEGER,
      reason TEXT NOT NULL,
      at TEXT${bytewise(d)} NOT NULL,
      local_at TEXT NOT NULL,
      until_at TEXT${bytewise(d)},
      local_until TEXT,
      time_zone TEXT NOT NULL,
      state TEXT NOT NULL DEFAULT 'pending',
      end_state TEXT,
      previous TEXT,
      move_id BIGINT,
      end_move_id BIGINT,
      fired_at TEXT,
      ended_at TEXT,
      failure TEXT,
      created_by TEXT NOT NULL,
      created_at TEXT NOT NULL
    )`,
    // The scheduler's two reads: pending moves due, and fired ones whose end is due.
    'CREATE INDEX schedules_due ON schedules (state, at)',
    'CREATE INDEX schedules_end_due ON schedules (end_state, until_at)',
    // The list and the calendar, per harness in time order; a request's schedule.
    'CREATE INDEX schedules_by_harness ON schedules (harness_id, at, id)',
    'CREATE INDEX schedules_by_request ON schedules (harness_id, request_id)',
  ],
};
