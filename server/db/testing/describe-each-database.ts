import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Db, Dialect } from '../db';
import { migrate } from '../migrate';
import type { Migration } from '../migrations/migration';
import { openDatabase } from '../open-database';
import { openPostgres } from '../postgres-db';
import { openSqlite } from '../sqlite-db';

export interface TestDatabase {
  dialect: Dialect;
  /** Opens one more handle on the same database (a second API instance); closed after the block. */
  openAnother(): Promise<Db>;
  /** Where the database is, as the studio's DATA_DIR or DATABASE_URL (for a command run on it). */
  location(): { dataDir: string; databaseUrl: string };
}

function postgresUrl(): string | null {
  // Without the global setup configured, fall back to the environment.
  const provided = inject('postgresUrl') as string | null | undefined;
  const url = provided ?? process.env.TEST_DATABASE_URL ?? null;
  if (!url && process.env.CI) throw new Error('PostgreSQL is required in CI; none was provided.');
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Runs the same describe block on SQLite (a fresh temp file) and on PostgreSQL (a fresh
 * database for this block). Tests share the database within a block: use unique ids.
 */
export function describeEachDatabase(name: string, fn: (getDb: () => Db, t: TestDatabase) => void) {
  const pgUrl = postgresUrl();
  for (const dialect of ['sqlite', 'postgres'] as const) {
    const skip = dialect === 'postgres' && !pgUrl;
    describe.skipIf(skip)(`${name} [${dialect}]`, () => {
      let db: Db | undefined;
      let open: () => Promise<Db>;
      let location = { dataDir: '', databaseUrl: '' };
      const handles: Db[] = [];
      let cleanup = async () => {};
      beforeAll(async () => {
        if (dialect === 'sqlite') {
          const dir = mkdtempSync(join(tmpdir(), 'hs-sqlite-'));
          open = () => openDatabase({ dataDir: dir });
          location = { dataDir: dir, databaseUrl: '' };
          cleanup = async () => rmSync(dir, { recursive: true, force: true });
        } else {
          const dbName = `hs_test_${randomBytes(6).toString('hex')}`;
          await adminQuery(pgUrl!, `CREATE DATABASE ${dbName}`);
          open = () => openDatabase({ databaseUrl: withDatabase(pgUrl!, dbName), dataDir: '' });
          location = { dataDir: '', databaseUrl: withDatabase(pgUrl!, dbName) };
          cleanup = () => adminQuery(pgUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        }
        db = await open();
      });
      afterAll(async () => {
        for (const h of [...handles, db]) await h?.close();
        await cleanup();
      });
      const getDb = () => {
        if (!db) throw new Error('The test database is not open yet (use it inside tests).');
        return db;
      };
      fn(getDb, {
        dialect,
        async openAnother() {
          const h = await open();
          handles.push(h);
          return h;
        },
        location: () => location,
      });
    });
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A unique, valid harness id for a test. */
export function uniqueId(prefix = 'h'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}`;
}

/**
 * A migration's own test: the same block on SQLite and PostgreSQL, each a fresh database
 * migrated only through `before` (the release before the migrations under test), so the
 * block writes data as that release left it and then migrates on.
 */
export function describeEachDatabaseBefore(
  name: string,
  before: readonly Migration[],
  fn: (getDb: () => Db) => void,
) {
  const pgUrl = postgresUrl();
  for (const dialect of ['sqlite', 'postgres'] as const) {
    describe.skipIf(dialect === 'postgres' && !pgUrl)(`${name} [${dialect}]`, () => {
      let db: Db | undefined;
      let cleanup = async () => {};
      beforeAll(async () => {
        if (dialect === 'sqlite') {
          const dir = mkdtempSync(join(tmpdir(), 'hs-migration-'));
          db = openSqlite(join(dir, 'studio.db'));
          cleanup = async () => rmSync(dir, { recursive: true, force: true });
        } else {
          const dbName = `hs_test_${randomBytes(6).toString('hex')}`;
          await adminQuery(pgUrl!, `CREATE DATABASE ${dbName}`);
          db = openPostgres(withDatabase(pgUrl!, dbName));
          cleanup = () => adminQuery(pgUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        }
        await migrate(db, before);
      });
      afterAll(async () => {
        await db?.close();
        await cleanup();
      });
      fn(() => {
        if (!db) throw new Error('The test database is not open yet (use it inside tests).');
        return db;
      });
    });
  }
}
