import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { NotFound } from '../../db/store-errors';
import type { SuiteImportResult, TestCase } from '../../../src/harness/evaluation';
import { appendAudit } from '../audit/audit-store';

interface CaseRow {
  case_id: string;
  value: string;
  position: number | string;
}

/** The suite of a harness, in the order QA wrote it. */
export async function listCases(db: Db, harnessId: string): Promise<TestCase[]> {
  const rows = await db.query<CaseRow>(
    'SELECT case_id, value, position FROM test_cases WHERE harness_id = ? ORDER BY position, case_id',
    [harnessId],
  );
  return rows.map((r) => JSON.parse(r.value) as TestCase);
}

/** Whether the harness has any test case (what makes its production label gated). */
export async function hasCases(db: Db, harnessId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 AS one FROM test_cases WHERE harness_id = ? LIMIT 1', [
    harnessId,
  ]);
  return rows.length > 0;
}

export async function getCase(db: Db, harnessId: string, caseId: string): Promise<TestCase> {
  const [row] = await db.query<CaseRow>(
    'SELECT case_id, value, position FROM test_cases WHERE harness_id = ? AND case_id = ?',
    [harnessId, caseId],
  );
  if (!row) throw new NotFound(`The harness "${harnessId}" has no test case "${caseId}".`);
  return JSON.parse(row.value) as TestCase;
}

async function upsert(tx: Db, harnessId: string, value: TestCase, actor: string) {
  const [existing] = await tx.query<CaseRow>(
    'SELECT case_id, value, position FROM test_cases WHERE harness_id = ? AND case_id = ?',
    [harnessId, value.id],
  );
  const json = JSON.stringify(value);
  if (existing) {
    await tx.run(
      'UPDATE test_cases SET value = ?, updated_at = ?, updated_by = ? WHERE harness_id = ? AND case_id = ?',
      [json, nowIso(), actor, harnessId, value.id],
    );
  } else {
    // A new case goes last: the suite reads in the order it was written.
    const [max] = await tx.query<{ p: number | string | null }>(
      'SELECT MAX(position) AS p FROM test_cases WHERE harness_id = ?',
      [harnessId],
    );
    const position = max?.p === null || max?.p === undefined ? 0 : Number(max.p) + 1;
    await tx.run(
      `INSERT INTO test_cases (harness_id, case_id, value, position, updated_at, updated_by)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [harnessId, value.id, json, position, nowIso(), actor],
    );
  }
  return existing ? (JSON.parse(existing.value) as TestCase) : null;
}

/** Creates or replaces one case; returns whether it was new. */
export async function putCase(
  db: Db,
  harnessId: string,
  value: TestCase,
  actor: string,
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const before = await upsert(tx, harnessId, value, actor);
    await appendAudit(tx, {
      actor,
      harnessId,
      action: before ? 'test_case.update' : 'test_case.create',
      entity: `test-case/${value.id}`,
      before,
      after: value,
    });
    return { created: before === null };
  });
}

export async function deleteCase(
  db: Db,
  harnessId: string,
  caseId: string,
  actor: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getCase(tx, harnessId, caseId);
    await tx.run('DELETE FROM test_cases WHERE harness_id = ? AND case_id = ?', [
      harnessId,
      caseId,
    ]);
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'test_case.delete',
      entity: `test-case/${caseId}`,
      before,
    });
  });
}

/**
 * Imports cases in one transaction: `merge` adds new ids and replaces existing ones,
 * `replace` makes the suite exactly the imported cases.
 */
export async function importCases(
  db: Db,
  harnessId: string,
  cases: readonly TestCase[],
  mode: 'merge' | 'replace',
  actor: string,
): Promise<SuiteImportResult> {
  return db.transaction(async (tx) => {
    let removed = 0;
    if (mode === 'replace') {
      const keep = new Set(cases.map((c) => c.id));
      const current = await listCases(tx, harnessId);
      for (const c of current) {
        if (keep.has(c.id)) continue;
        await tx.run('DELETE FROM test_cases WHERE harness_id = ? AND case_id = ?', [
          harnessId,
          c.id,
        ]);
        removed++;
      }
    }
    let created = 0;
    let updated = 0;
    for (const c of cases) {
      if (await upsert(tx, harnessId, c, actor)) updated++;
      else created++;
    }
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'test_case.import',
      entity: 'test-case',
      after: { mode, created, updated, removed, ids: cases.map((c) => c.id) },
    });
    return { created, updated, removed };
  });
}
