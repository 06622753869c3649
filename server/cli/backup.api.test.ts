import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildStudio } from '../bootstrap';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { uniqueId } from '../db/testing/describe-each-database';
import { call, listen } from '../testing/api-client';
import { createSampleHarness } from '../testing/api-helpers';
import { describeApi } from '../testing/describe-api';

// The commands docs/operations.md shows, run as it shows them: a backup of the live studio's
// database while it serves, a write after it, then the restore, and a studio on the restored
// database reads the harness back as it was at the backup.

const run = promisify(execFile);
// Each spawn compiles the CLI with tsx: seconds on a loaded machine.
const SPAWN_TIMEOUT = 60_000;

async function sh(file: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(file, args, { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** `npm run backup -- --out <file>`, as the page shows it. */
const backup = (out: string, where: { dataDir: string; databaseUrl: string }) =>
  sh('npm', ['run', '--silent', 'backup', '--', '--out', out], {
    DATA_DIR: where.dataDir,
    DATABASE_URL: where.databaseUrl,
  });

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Opens a studio on a restored database and reads one harness from it. */
async function readBack(where: { dataDir: string; databaseUrl: string }, id: string) {
  const db = await openDatabase({ dataDir: where.dataDir, databaseUrl: where.databaseUrl });
  const config = loadConfig({ HOST: '127.0.0.1', SEED_SAMPLE: '0', DATA_DIR: where.dataDir });
  const studio = await buildStudio(config, db);
  const server = await listen(studio);
  try {
    return await call<{ id: string; archived: boolean }>(server.baseUrl, 'GET', `/harnesses/${id}`);
  } finally {
    await server.close();
    await studio.close();
    await db.close();
  }
}

describeApi('backup and restore (docs/operations.md)', (api) => {
  let dir = '';
  let id = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hs-backup-'));
    id = await createSampleHarness(api, { prefix: 'backup' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'refuses to overwrite a file or to run without --out',
    async () => {
      const where = api.database.location();
      expect((await backup('', where)).code).toBe(2);
      const file = join(dir, 'taken');
      copyFileSync('package.json', file);
      const taken = await backup(file, where);
      expect(taken.code).toBe(2);
      expect(taken.stderr).toContain('exists already');
    },
    SPAWN_TIMEOUT,
  );

  it(
    'backs up the live database and restores it to the moment of the backup',
    async () => {
      const where = api.database.location();
      const file = join(
        dir,
        api.database.dialect === 'sqlite' ? 'studio-backup.db' : 'studio.dump',
      );
      const made = await backup(file, where);
      expect(made.code, made.stderr).toBe(0);
      // A write after the backup is not in it.
      const archived = await api.as('admin', 'POST', `/harnesses/${id}/archive`);
      expect(archived.status, archived.text).toBe(200);

      let restored: { dataDir: string; databaseUrl: string };
      let drop = async () => {};
      if (api.database.dialect === 'sqlite') {
        // "Stop the studio, copy the backup to DATA_DIR/studio.db, start it."
        const dataDir = join(dir, 'restored');
        mkdirSync(dataDir);
        copyFileSync(file, join(dataDir, 'studio.db'));
        restored = { dataDir, databaseUrl: '' };
      } else {
        // "CREATE DATABASE with psql, then pg_restore --no-owner --dbname <url> <file>."
        const name = uniqueId('hs_restore').replace(/-/g, '_');
        const url = new URL(where.databaseUrl);
        url.pathname = `/${name}`;
        const created = await sh('psql', [where.databaseUrl, '-c', `CREATE DATABASE ${name}`]);
        expect(created.code, created.stderr).toBe(0);
        drop = () => adminQuery(where.databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        const restore = await sh('pg_restore', ['--no-owner', '--dbname', url.toString(), file]);
        expect(restore.code, restore.stderr).toBe(0);
        restored = { dataDir: join(dir, 'unused'), databaseUrl: url.toString() };
      }
      try {
        const read = await readBack(restored, id);
        expect(read.status, read.text).toBe(200);
        expect(read.body).toMatchObject({ id, archived: false });
      } finally {
        await drop();
      }
    },
    SPAWN_TIMEOUT * 2,
  );
});
