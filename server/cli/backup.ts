// Writes a consistent copy of the studio's database while the server keeps running.
// Usage: npm run backup -- --out <file>
// SQLite (DATA_DIR/studio.db): SQLite's online backup API, page by page between the server's
// writes, so the copy is one moment's database (a plain `cp` of a live WAL database is not).
// PostgreSQL (DATABASE_URL): pg_dump in its custom format, for pg_restore.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { loadConfig } from '../config';
import { isPostgresUrl } from '../db/open-database';

const USAGE = 'Usage: npm run backup -- --out <file>';

function usage(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function outFile(): string {
  let values;
  try {
    values = parseArgs({ options: { out: { type: 'string' } }, strict: true }).values;
  } catch (err) {
    return usage((err as Error).message);
  }
  if (typeof values.out !== 'string' || values.out === '') usage('Give the --out file.');
  // An earlier backup is never overwritten by a mistyped name.
  if (existsSync(values.out)) usage(`${values.out} exists already: give a new file.`);
  return resolve(values.out);
}

async function backupSqlite(dataDir: string, out: string): Promise<void> {
  const file = join(dataDir, 'studio.db');
  if (!existsSync(file)) throw new Error(`No studio database at ${file} (DATA_DIR=${dataDir}).`);
  // Read-only: the backup never writes to the live database (not even a migration).
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const { totalPages } = await db.backup(out);
    console.log(`Wrote ${out} (${totalPages} pages) from ${file}.`);
  } finally {
    db.close();
  }
}

function backupPostgres(url: string, out: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('pg_dump', ['--format=custom', '--no-owner', '--file', out, url], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', (err) =>
      fail(new Error(`pg_dump could not start (is it on PATH?): ${err.message}`)),
    );
    child.on('exit', (code) => {
      if (code === 0) {
        console.log(`Wrote ${out} (pg_dump custom format; restore with pg_restore).`);
        done();
      } else fail(new Error(`pg_dump failed with exit code ${code}.`));
    });
  });
}

const out = outFile();
const config = loadConfig();
try {
  if (isPostgresUrl(config.databaseUrl)) await backupPostgres(config.databaseUrl, out);
  else await backupSqlite(config.dataDir, out);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
