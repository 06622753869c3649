import type { Dialect } from '../db';
import type { Migration } from './migration';

// Production traces: one row per sampled turn of the agent endpoint. The columns
// the browser filters on and the experiment report aggregates are plain columns; the rest of
// the trace (messages, hooks, tool calls, context) is one JSON text in `body`.
//
// What other modules may rely on (experiments, guardrails): `at` is the turn's start as ISO
// 8601 UTC with ms (sorts as text); `arm` is 'control' | 'split' | NULL (no split); `outcome`
// is the runtime's TurnOutcome; `blocked` = 1 when a hook blocked; `tool_error` = 1 when a
// tool call failed; `viewer` is HMAC-SHA-256(server secret, viewer key) hex or NULL;
// `first_token_ms` is NULL when no text was streamed; `sample_rate` is the rate the row was
// kept under (scale counts by 1 / sample_rate). Sampling is per viewer when there is a key.
const bytewise = (d: Dialect) => (d === 'postgres' ? ' COLLATE "C"' : '');
const real = (d: Dialect) => (d === 'postgres' ? 'DOUBLE PRECISION' : 'REAL');

export const traces: Migration = {
  version: 10,
  name: 'traces',
  up: (d) => [
    `CREATE TABLE traces (
      id TEXT${bytewise(d)} NOT NULL PRIMARY KEY,
      harness_id TEXT NOT NULL,
      at TEXT${bytewise(d)} NOT NULL,
      label TEXT NOT NULL,
      version INTEGER NOT NULL,
      arm TEXT,
      shop TEXT,
      viewer TEXT,
      outcome TEXT NOT NULL,
      error_code TEXT,
      blocked INTEGER NOT NULL,
      tool_error INTEGER NOT NULL,
      first_token_ms ${real(d)},
      first_sentence_ms ${real(d)},
      total_ms ${real(d)} NOT NULL,
      sample_rate ${real(d)} NOT NULL,
      question TEXT NOT NULL,
      body TEXT NOT NULL
    )`,
    // Keyset paging newest first, and retention's oldest-first deletes, per harness.
    'CREATE INDEX traces_by_time ON traces (harness_id, at, id)',
    // The filters worth an index of their own at a million rows: each leads with the harness
    // and ends with (at, id), so a filtered page is an index range read in order.
    'CREATE INDEX traces_by_label ON traces (harness_id, label, at, id)',
    'CREATE INDEX traces_by_version ON traces (harness_id, version, at, id)',
    'CREATE INDEX traces_by_outcome ON traces (harness_id, outcome, at, id)',
    'CREATE INDEX traces_by_shop ON traces (harness_id, shop, at, id)',
    // Blocked and tool-error turns are few: partial indexes keep them a short read.
    'CREATE INDEX traces_blocked ON traces (harness_id, at, id) WHERE blocked = 1',
    'CREATE INDEX traces_tool_error ON traces (harness_id, at, id) WHERE tool_error = 1',
    // Viewer hashes need one secret shared by every instance: kept in the database.
    `CREATE TABLE server_secrets (
      name TEXT NOT NULL PRIMARY KEY,
      value TEXT NOT NULL
    )`,
  ],
};
