import type { Dialect } from '../db';
import type { Migration } from './migration';
import { refuse } from './migration';

// Many shops on one harness: the harness is the base; each shop keeps a small
// overlay, versioned on its own. Shop ids and lower-cased names compare byte-wise on both
// databases (COLLATE "C" on PostgreSQL, SQLite's default BINARY), so keyset pages come in the
// same order everywhere and PostgreSQL can use the btree for `LIKE 'prefix%'`.
const bytewise = (d: Dialect) => (d === 'postgres' ? ' COLLATE "C"' : '');

/** `preferences.<field>` of a harness's draft, as text. */
const preference = (d: Dialect, field: string) =>
  d === 'postgres' ? `(p.value::jsonb ->> '${field}')` : `json_extract(p.value, '$.${field}')`;

/** The shop's name: its preferences' `shopName` (the harness's name if it has none). */
const shopName = (d: Dialect) =>
  `SUBSTR(COALESCE(NULLIF(${preference(d, 'shopName')}, ''), h.name), 1, 100)`;

export const shops: Migration = {
  version: 8,
  name: 'shops',
  up: (d) => [
    // tags: the JSON list as the API sends it; shop_tags below indexes it for filters and
    // reach counts. overlay_version: what the shop's host runs (null: the base as it is).
    `CREATE TABLE shops (
      harness_id TEXT NOT NULL REFERENCES harnesses (id),
      shop_id TEXT${bytewise(d)} NOT NULL,
      name TEXT NOT NULL,
      name_lower TEXT${bytewise(d)} NOT NULL,
      tags TEXT NOT NULL,
      overlay_version INTEGER,
      created_at TEXT NOT NULL,
      created_by TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      updated_by TEXT NOT NULL,
      PRIMARY KEY (harness_id, shop_id)
    )`,
    'CREATE INDEX shops_by_name ON shops (harness_id, name_lower)',
    `CREATE TABLE shop_tags (
      harness_id TEXT NOT NULL,
      tag TEXT${bytewise(d)} NOT NULL,
      shop_id TEXT${bytewise(d)} NOT NULL,
      PRIMARY KEY (harness_id, tag, shop_id),
      FOREIGN KEY (harness_id, shop_id) REFERENCES shops (harness_id, shop_id)
    )`,
    // Immutable, like versions: a shop's history cannot be rewritten.
    `CREATE TABLE overlay_versions (
      harness_id TEXT NOT NULL,
      shop_id TEXT${bytewise(d)} NOT NULL,
      number INTEGER NOT NULL,
      overlay TEXT NOT NULL,
      hash TEXT NOT NULL,
      message TEXT NOT NULL,
      created_at TEXT NOT NULL,
      created_by TEXT NOT NULL,
      PRIMARY KEY (harness_id, shop_id, number),
      FOREIGN KEY (harness_id, shop_id) REFERENCES shops (harness_id, shop_id)
    )`,
    ...refuse(d, 'overlay_versions', ['UPDATE', 'DELETE']),
    // Today's single-shop harnesses become a base with one shop: the shop its preferences
    // name, with no overlay (the base's preferences are that shop's). Only rows are added, so
    // every version, label and audit record stays as it was.
    `INSERT INTO shops (harness_id, shop_id, name, name_lower, tags, overlay_version,
       created_at, created_by, updated_at, updated_by)
     SELECT h.id, COALESCE(${preference(d, 'shopId')}, h.shop_id), ${shopName(d)},
       LOWER(${shopName(d)}), '[]', NULL, h.created_at, h.created_by, h.created_at, h.created_by
     FROM harnesses h
     LEFT JOIN draft_entities p ON p.harness_id = h.id AND p.kind = 'preferences'
       AND p.entity_key = 'preferences'`,
  ],
};
