import type { Migration } from './migration';
import { refuse, serialId } from './migration';

// Times are ISO 8601 UTC text (sortable), JSON is text: the same SQL runs on both databases.
export const initial: Migration = {
  version: 1,
  name: 'initial',
  up: (d) => [
    `CREATE TABLE harnesses (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      shop_id TEXT NOT NULL,
      archived INTEGER NOT NULL DEFAULT 0,
      archived_at TEXT,
      created_at TEXT NOT NULL,
      created_by TEXT NOT NULL,
      version_count INTEGER NOT NULL DEFAULT 0
    )`,
    'CREATE INDEX harnesses_by_time ON harnesses (created_at, id)',
    'CREATE INDEX harnesses_by_shop ON harnesses (shop_id, created_at, id)',
    // A deleted entity stays as a tombstone so its revision never repeats (no ABA on If-Match).
    `CREATE TABLE draft_entities (
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      kind TEXT NOT NULL,
      entity_key TEXT NOT NULL,
      value TEXT NOT NULL,
      position INTEGER NOT NULL,
      revision INTEGER NOT NULL,
      deleted INTEGER NOT NULL DEFAULT 0,
      updated_at TEXT NOT NULL,
      updated_by TEXT NOT NULL,
      PRIMARY KEY (harness_id, kind, entity_key)
    )`,
    'CREATE TABLE blobs (hash TEXT PRIMARY KEY, body TEXT NOT NULL, size INTEGER NOT NULL)',
    // manifest: JSON list of the hashes of its manifest chunks, themselves blobs.
    `CREATE TABLE versions (
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      number INTEGER NOT NULL,
      parent_number INTEGER,
      author TEXT NOT NULL,
      created_at TEXT NOT NULL,
      message TEXT NOT NULL,
      manifest TEXT NOT NULL,
      content_hash TEXT NOT NULL,
      PRIMARY KEY (harness_id, number)
    )`,
    `CREATE TABLE labels (
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      name TEXT NOT NULL,
      version INTEGER,
      split_version INTEGER,
      split_percent INTEGER CHECK (split_percent BETWEEN 1 AND 99),
      updated_at TEXT NOT NULL,
      updated_by TEXT NOT NULL,
      PRIMARY KEY (harness_id, name),
      FOREIGN KEY (harness_id, version) REFERENCES versions (harness_id, number),
      FOREIGN KEY (harness_id, split_version) REFERENCES versions (harness_id, number)
    )`,
    `CREATE TABLE label_moves (
      ${serialId(d)},
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      label TEXT NOT NULL,
      at TEXT NOT NULL,
      actor TEXT NOT NULL,
      reason TEXT NOT NULL,
      from_version INTEGER,
      from_split_version INTEGER,
      from_split_percent INTEGER,
      to_version INTEGER NOT NULL,
      to_split_version INTEGER,
      to_split_percent INTEGER
    )`,
    'CREATE INDEX label_moves_by_harness ON label_moves (harness_id, label, id)',
    `CREATE TABLE audit_log (
      ${serialId(d)},
      at TEXT NOT NULL,
      actor TEXT NOT NULL,
      harness_id TEXT,
      action TEXT NOT NULL,
      entity TEXT,
      before_json TEXT,
      after_json TEXT
    )`,
    'CREATE INDEX audit_by_harness ON audit_log (harness_id, id)',
    'CREATE INDEX audit_by_actor ON audit_log (actor, id)',
    'CREATE INDEX audit_by_time ON audit_log (at, id)',
    `CREATE TABLE tokens (
      id TEXT PRIMARY KEY,
      name TEXT NOT NULL,
      role TEXT NOT NULL,
      shop_id TEXT,
      token_hash TEXT NOT NULL UNIQUE,
      created_at TEXT NOT NULL,
      revoked_at TEXT,
      CHECK (role <> 'merchant' OR shop_id IS NOT NULL)
    )`,
    ...(d === 'postgres'
      ? [
          `CREATE FUNCTION hs_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN RAISE EXCEPTION '% is append-only', TG_TABLE_NAME; END $$`,
        ]
      : []),
    ...refuse(d, 'versions', ['UPDATE', 'DELETE']),
    ...refuse(d, 'label_moves', ['UPDATE', 'DELETE']),
    ...refuse(d, 'audit_log', ['UPDATE', 'DELETE']),
    ...refuse(d, 'blobs', ['UPDATE']),
  ],
};
