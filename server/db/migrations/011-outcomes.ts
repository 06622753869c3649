import type { Dialect } from '../db';
import { serialId, type Migration } from './migration';

// Outcomes and experiments.
//
// `outcomes`: what viewers did after the host spoke, one row per sender's event id. The raw
// viewer key is never stored: `viewer` is its HMAC (server/modules/traces/viewer-hash.ts,
// the traces' hash, so a viewer's traces and outcomes join) and `bucket` the split's bucket
// of the raw key (src/harness/split.ts, 0-99). A label's split sends keys in buckets below
// its percent to the split version, so the arm of an outcome under any split is known
// exactly from `bucket` and the split in force at `at` (the label's moves): nothing has to be
// rewritten when a label moves, and no key has to be kept to recompute it.
//
// `experiment_looks`: the report as the checker saw it at each look (the chart's history).
//
// `labels.split_guardrails` / `label_moves.*_split_guardrails`: a split's guardrails as JSON.
const real = (d: Dialect) => (d === 'postgres' ? 'DOUBLE PRECISION' : 'REAL');
const bytewise = (d: Dialect) => (d === 'postgres' ? ' COLLATE "C"' : '');

export const outcomes: Migration = {
  version: 11,
  name: 'outcomes',
  up: (d) => [
    `CREATE TABLE outcomes (
      ${serialId(d)},
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      event_id TEXT${bytewise(d)} NOT NULL,
      viewer TEXT NOT NULL,
      bucket INTEGER NOT NULL CHECK (bucket BETWEEN 0 AND 99),
      event TEXT NOT NULL,
      value ${real(d)},
      at TEXT${bytewise(d)} NOT NULL,
      received_at TEXT NOT NULL
    )`,
    // Idempotence: one row per sender's event id and harness.
    'CREATE UNIQUE INDEX outcomes_by_event_id ON outcomes (harness_id, event_id)',
    // The report reads a harness's window in time, grouping by viewer and event: covering.
    'CREATE INDEX outcomes_by_time ON outcomes (harness_id, at, viewer, event, bucket, value)',
    `CREATE TABLE experiment_looks (
      ${serialId(d)},
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      label TEXT NOT NULL,
      started_at TEXT NOT NULL,
      at TEXT NOT NULL,
      body TEXT NOT NULL
    )`,
    'CREATE INDEX experiment_looks_by_label ON experiment_looks (harness_id, label, started_at, id)',
    'ALTER TABLE labels ADD COLUMN split_guardrails TEXT',
    'ALTER TABLE label_moves ADD COLUMN from_split_guardrails TEXT',
    'ALTER TABLE label_moves ADD COLUMN to_split_guardrails TEXT',
  ],
};
