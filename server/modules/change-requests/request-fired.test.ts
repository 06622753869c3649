import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../db/testing/describe-each-database';
import { count, newHarness } from '../../db/testing/harness-fixtures';
import type { Db } from '../../db/db';
import { markRequestFailed, markRequestPublished } from './request-fired';

async function scheduledRequest(db: Db, harnessId: string): Promise<number> {
  const at = new Date().toISOString();
  const [row] = await db.query<{ id: number | string }>(
    `INSERT INTO change_requests (harness_id, title, description, author, target_label,
       proposal_version, revision, state, created_at, updated_at)
     VALUES (?, 'campaign', '', 'ann', 'production', 1, 1, 'scheduled', ?, ?) RETURNING id`,
    [harnessId, at, at],
  );
  return Number(row!.id);
}

const stateOf = async (db: Db, id: number) =>
  (
    await db.query<{ state: string; failure: string | null }>(
      'SELECT state, failure FROM change_requests WHERE id = ?',
      [id],
    )
  )[0]!;

describeEachDatabase('change requests fired by a schedule', (getDb) => {
  it('publishes a scheduled request once, audited', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const id = await scheduledRequest(db, h.id);
    expect(await db.transaction((tx) => markRequestPublished(tx, h.id, id, 7))).toBe(true);
    expect(await stateOf(db, id)).toEqual({ state: 'published', failure: null });
    // A second call (a replayed fire) changes nothing.
    expect(await db.transaction((tx) => markRequestPublished(tx, h.id, id, 8))).toBe(false);
    expect(
      await count(db, 'audit_log', 'harness_id = ? AND action = ?', [
        h.id,
        'change_request.publish',
      ]),
    ).toBe(1);
  });

  it('marks a scheduled request failed with the reason', async () => {
    const db = getDb();
    const h = await newHarness(db);
    const id = await scheduledRequest(db, h.id);
    const problem = { code: 'gate.no_run', detail: 'gate: no run', version: 2 };
    expect(await db.transaction((tx) => markRequestFailed(tx, h.id, id, problem))).toBe(true);
    expect(await stateOf(db, id)).toEqual({ state: 'failed', failure: 'gate: no run' });
    const [row] = await db.query<{ failure_problem: string }>(
      'SELECT failure_problem FROM change_requests WHERE id = ?',
      [id],
    );
    expect(JSON.parse(row!.failure_problem)).toEqual(problem);
    expect(await db.transaction((tx) => markRequestFailed(tx, 'other', id, problem))).toBe(false);
  });
});
