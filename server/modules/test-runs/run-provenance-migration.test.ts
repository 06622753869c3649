import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabaseBefore } from '../../db/testing/describe-each-database';
import type { Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { nowIso } from '../../db/clock';
import { newHarness } from '../../db/testing/harness-fixtures';
import { createVersion } from '../versions/version-store';
import { listLabelMoves } from '../labels/label-store';
import { getRun } from './test-run-store';

// Migration 015: runs from before keep meaning what they meant. A run of a version takes the
// version's hash (what it ran); a run of the draft keeps none; endpoints stay unknown; moves
// read as plain moves.

const BEFORE = MIGRATIONS.filter((m) => m.version < 15);

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

describeEachDatabaseBefore('Migration 015: run provenance', BEFORE, (getDb) => {
  let db: Db;
  beforeAll(() => {
    db = getDb();
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

    // 15 and whatever came after it.
    expect((await migrate(db))[0]).toBe(15);

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
});
