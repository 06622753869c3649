import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPostgres, type PostgresOptions } from './postgres-db';
import { openSqlite } from './sqlite-db';

export interface OpenDatabaseOptions {
  /** `postgres://` or `postgresql://` selects PostgreSQL; anything else the SQLite file. */
  databaseUrl?: string;
  /** Folder of the SQLite file `studio.db`; created when missing. */
  dataDir: string;
  /** PostgreSQL only: pool and timeouts (defaults in POSTGRES_DEFAULTS, LISTENER_PING_MS). */
  postgres?: PostgresOptions;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//i.test(url);
}

/** Opens the studio database and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  let db: Db;
  if (isPostgresUrl(options.databaseUrl)) {
    db = openPostgres(options.databaseUrl, options.postgres);
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    db = openSqlite(join(options.dataDir, 'studio.db'));
  }
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
