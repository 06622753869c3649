import type { Migration } from './migration';

// Model-written restatements of a harness's texts, kept for review before a run
// may use them. One row per (harness, endpoint, source-text hash): the cache, so asking the
// same endpoint again never restates a text twice. Texts as TEXT, times as ISO text, as in 002.
export const restatements: Migration = {
  version: 7,
  name: 'restatements',
  up: () => [
    // entity and pointer: where the text was first found (a skill id or tool name, a pointer
    // inside it); edited_text: the reviewer's wording, if any, used instead of restated_text.
    `CREATE TABLE restatements (
      id TEXT PRIMARY KEY,
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      endpoint TEXT NOT NULL,
      source_hash TEXT NOT NULL,
      part TEXT NOT NULL,
      field TEXT NOT NULL,
      entity TEXT NOT NULL,
      pointer TEXT NOT NULL,
      source_text TEXT NOT NULL,
      restated_text TEXT NOT NULL,
      edited_text TEXT,
      status TEXT NOT NULL,
      reviewed_by TEXT,
      reviewed_at TEXT,
      created_at TEXT NOT NULL,
      created_by TEXT NOT NULL,
      UNIQUE (harness_id, endpoint, source_hash)
    )`,
    'CREATE INDEX restatements_by_status ON restatements (harness_id, status, created_at)',
  ],
};
