import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { openPostgres } from '../../db/postgres-db';
import { openSqlite } from '../../db/sqlite-db';
import { nowIso } from '../../db/clock';
import { newHarness } from '../../db/testing/harness-fixtures';
import { createVersion } from '../versions/version-store';
import { listLabelMoves } from '../labels/label-store';
import { getRun } from './test-run-store';

// Migration 015: runs from before keep meaning what they meant. A run of a version takes the
// version's hash (what it ran); a run of the draft keeps none; endpoints stay unknown; moves
// read as plain moves.

const BEFORE = MIGRATIONS.filter((m) => m.version < 15);

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A finished run as the studio wrote them before 015 (no hash, endpoint or model). */
async function oldRun(db: Db, id: string, harnessId: string, version: number | null) {
  await db.run(
    `INSERT INTO test_runs (id, harness_id, target, version, status, total, done, summary,
       created_at, created_by, finished_at)
     VALUES (?, ?, ?, ?, 'finished', 0, 0, ?, ?, 'old-qa', ?)`,
    [
      id,
      harnessId,
      version === null ? 'draft' : String(version),
      version,
      JSON.stringify({ cases: 1, passed: 1, failed: 0, passRate: 1 }),
      nowIso(),
      nowIso(),
    ],
  );
}

const pgUrl = (inject('postgresUrl') as string | null | undefined) ?? null;

for (const dialect of ['sqlite', 'postgres'] as const) {
  describe.skipIf(dialect === 'postgres' && !pgUrl)(
    `Migration 015: run provenance [${dialect}]`,
    () => {
      let db: Db;
      let cleanup = async () => {};

      beforeAll(async () => {
        if (dialect === 'sqlite') {
          const dir = mkdtempSync(join(tmpdir(), 'hs-provenance-'));
          db = openSqlite(join(dir, 'studio.db'));
          cleanup = async () => rmSync(dir, { recursive: true, force: true });
        } else {
          const name = `hs_test_${randomBytes(6).toString('hex')}`;
          await adminQuery(pgUrl!, `CREATE DATABASE ${name}`);
          const url = new URL(pgUrl!);
          url.pathname = `/${name}`;
          db = openPostgres(url.toString());
          cleanup = () => adminQuery(pgUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        }
        await migrate(db, BEFORE);
      });

      afterAll(async () => {
        await db?.close();
        await cleanup();
      });

      it('gives runs of a version its hash, leaves the draft’s unknown, and reads old moves', async () => {
        const harness = await newHarness(db);
        const v1 = await createVersion(db, harness.id, { message: 'one', actor: 'old-admin' });
        await oldRun(db, 'run-of-v1', harness.id, v1.number);
        await oldRun(db, 'run-of-draft', harness.id, null);
        await db.run(
          `INSERT INTO label_moves (harness_id, label, at, actor, reason, to_version)
         VALUES (?, 'production', ?, 'old-admin', 'go', ?)`,
          [harness.id, nowIso(), v1.number],
        );

        expect(await migrate(db)).toEqual([15]);

        expect(await getRun(db, harness.id, 'run-of-v1')).toMatchObject({
          version: v1.number,
          contentHash: v1.contentHash,
          endpoint: null,
          model: null,
          // A summary written before skipped cases were counted reads with none.
          summary: { passed: 1, skipped: 0, skippedChecks: 0, skipReasons: [] },
        });
        expect(await getRun(db, harness.id, 'run-of-draft')).toMatchObject({
          contentHash: null,
          endpoint: null,
        });
        const moves = await listLabelMoves(db, harness.id);
        expect(moves.items.map((m) => [m.toVersion, m.kind])).toEqual([[v1.number, 'move']]);
      });
    },
  );
}
