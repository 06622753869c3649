/**
 * Consistency of the stored rows after a crash, on either database: the rows the API does not
 * show, read straight from SQLite or PostgreSQL.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { expect } from 'vitest';
import { HARNESS } from './crash-studio';

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Checks the rows the API does not show: counters, audit records written with each change. */
async function checkRows(query: Query, runId: string): Promise<void> {
  const counters = await query(
    `SELECT h.id, h.version_count,
       (SELECT COUNT(*) FROM versions v WHERE v.harness_id = h.id) AS n,
       (SELECT COUNT(*) FROM audit_log a WHERE a.harness_id = h.id AND a.action = 'version.create') AS audited
     FROM harnesses h`,
  );
  for (const row of counters) {
    expect(Number(row.n), `versions of ${String(row.id)}`).toBe(Number(row.version_count));
    expect(Number(row.audited), `version audits of ${String(row.id)}`).toBe(
      Number(row.version_count),
    );
  }
  const gaps = await query(
    `SELECT v.number FROM versions v WHERE v.number > 1 AND NOT EXISTS
       (SELECT 1 FROM versions p WHERE p.harness_id = v.harness_id AND p.number = v.number - 1)`,
  );
  expect(gaps).toEqual([]);
  // Every change wrote its audit record in the same transaction: one per revision after the
  // seed, and the newest one carries the stored value.
  const entities = await query(
    `SELECT d.kind, d.entity_key, d.value, d.revision,
       (SELECT COUNT(*) FROM audit_log a
         WHERE a.harness_id = d.harness_id AND a.entity = d.kind || '/' || d.entity_key) AS audits,
       (SELECT a.after_json FROM audit_log a
         WHERE a.harness_id = d.harness_id AND a.entity = d.kind || '/' || d.entity_key
         ORDER BY a.id DESC LIMIT 1) AS after_json
     FROM draft_entities d WHERE d.harness_id = '${HARNESS}' AND d.deleted = 0`,
  );
  for (const row of entities) {
    const ours = String(row.entity_key).startsWith(`crash-${runId}-`);
    const revision = Number(row.revision);
    const audits = Number(row.audits);
    const name = `${String(row.kind)}/${String(row.entity_key)}`;
    expect(audits, `audit records of ${name}`).toBe(ours ? revision : revision - 1);
    if (audits > 0) {
      expect(JSON.parse(String(row.after_json)), `audit of ${name}`).toEqual(
        JSON.parse(String(row.value)),
      );
    }
  }
}

export async function sqliteIntegrity(file: string, runId: string): Promise<void> {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    await checkRows(async (sql) => db.prepare(sql).all() as Record<string, unknown>[], runId);
  } finally {
    db.close();
  }
}

export async function postgresIntegrity(url: string, runId: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await checkRows(async (sql) => (await client.query(sql)).rows, runId);
  } finally {
    await client.end();
  }
}
