import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { NotFound } from '../../db/store-errors';
import { markRunsInterrupted, stampRuns } from '../shared/background-runs';
import { parseRunSummary } from '../../../src/harness/evaluation/summary-schema';
import type {
  CaseEvaluation,
  RunCaseResult,
  RunStatus,
  RunSummary,
  TestCase,
  TestRun,
  TurnRecord,
} from '../../../src/harness/evaluation';
import type { TurnEvent } from '../../../src/harness/runtime-events';

export type { RunCaseResult, RunStatus, TestRun } from '../../../src/harness/evaluation';

interface RunRow {
  id: string;
  harness_id: string;
  target: string;
  version: number | string | null;
  shop: string | null;
  content_hash: string | null;
  endpoint: string | null;
  model: string | null;
  status: RunStatus;
  total: number | string;
  done: number | string;
  summary: string | null;
  error: string | null;
  created_at: string;
  created_by: string;
  finished_at: string | null;
}

interface CaseRow {
  case_id: string;
  position: number | string;
  test_case: string;
  evaluation: string;
  records: string;
  traces: string;
}

function toRun(r: RunRow): TestRun {
  return {
    id: r.id,
    harnessId: r.harness_id,
    target: r.target,
    version: r.version === null ? null : Number(r.version),
    shop: r.shop ?? null,
    contentHash: r.content_hash ?? null,
    endpoint: r.endpoint ?? null,
    model: r.model ?? null,
    status: r.status,
    total: Number(r.total),
    done: Number(r.done),
    summary: r.summary === null ? null : parseRunSummary(r.summary),
    error: r.error,
    createdAt: r.created_at,
    createdBy: r.created_by,
    finishedAt: r.finished_at,
  };
}

export async function createRun(
  db: Db,
  input: {
    id: string;
    harnessId: string;
    target: string;
    version: number | null;
    shop?: string | null;
    /** The content hash of the target's harness (before a shop's overlay is merged). */
    contentHash: string;
    endpoint: string;
    /** The endpoint's configured model; null: learnt from the model's answers (finishRun). */
    model: string | null;
    total: number;
    actor: string;
  },
): Promise<TestRun> {
  const [row] = await db.query<RunRow>(
    `INSERT INTO test_runs (id, harness_id, target, version, shop, content_hash, endpoint, model,
       status, total, done, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'running', ?, 0, ?, ?) RETURNING *`,
    [
      input.id,
      input.harnessId,
      input.target,
      input.version,
      input.shop ?? null,
      input.contentHash,
      input.endpoint,
      input.model,
      input.total,
      nowIso(),
      input.actor,
    ],
  );
  return toRun(row!);
}

export async function recordCase(db: Db, runId: string, result: RunCaseResult): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run(
      `INSERT INTO test_run_cases (run_id, case_id, position, test_case, evaluation, records, traces)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        runId,
        result.caseId,
        result.position,
        JSON.stringify(result.testCase),
        JSON.stringify(result.evaluation),
        JSON.stringify(result.records),
        JSON.stringify(result.traces),
      ],
    );
    await tx.run('UPDATE test_runs SET done = done + 1 WHERE id = ?', [runId]);
  });
}

export async function finishRun(
  db: Db,
  runId: string,
  status: Exclude<RunStatus, 'running'>,
  summary: RunSummary | null,
  error: string | null = null,
  /** The model the endpoint answered as, kept when none was configured. */
  model: string | null = null,
): Promise<void> {
  await db.run(
    `UPDATE test_runs SET status = ?, summary = ?, error = ?, finished_at = ?,
       model = COALESCE(model, ?) WHERE id = ?`,
    [status, summary === null ? null : JSON.stringify(summary), error, nowIso(), model, runId],
  );
}

export const markInterrupted = (db: Db, staleBefore: string) =>
  markRunsInterrupted(db, 'test_runs', staleBefore);

export const stampRunning = (db: Db, runIds: readonly string[]) =>
  stampRuns(db, 'test_runs', runIds);

export async function getRun(db: Db, harnessId: string, runId: string): Promise<TestRun> {
  const [row] = await db.query<RunRow>('SELECT * FROM test_runs WHERE harness_id = ? AND id = ?', [
    harnessId,
    runId,
  ]);
  if (!row) throw new NotFound(`The harness "${harnessId}" has no test run "${runId}".`);
  return toRun(row);
}

export async function getRunCases(db: Db, runId: string): Promise<RunCaseResult[]> {
  const rows = await db.query<CaseRow>(
    'SELECT case_id, position, test_case, evaluation, records, traces FROM test_run_cases WHERE run_id = ? ORDER BY position',
    [runId],
  );
  return rows.map((r) => ({
    caseId: r.case_id,
    position: Number(r.position),
    testCase: JSON.parse(r.test_case) as TestCase,
    evaluation: JSON.parse(r.evaluation) as CaseEvaluation,
    records: JSON.parse(r.records) as TurnRecord[],
    traces: JSON.parse(r.traces) as TurnEvent[][],
  }));
}

/** Only the verdicts of a run's cases, in order: what a comparison needs (no traces). */
export async function getRunEvaluations(db: Db, runId: string): Promise<CaseEvaluation[]> {
  const rows = await db.query<{ evaluation: string }>(
    'SELECT evaluation FROM test_run_cases WHERE run_id = ? ORDER BY position',
    [runId],
  );
  return rows.map((r) => JSON.parse(r.evaluation) as CaseEvaluation);
}

export interface RunFilter {
  /** The version the target resolved to. */
  version?: number;
  /** The target exactly as the run was started with: "draft", "3", "label:production". */
  target?: string;
  status?: RunStatus;
  limit?: number;
}

/** A harness's runs, newest first, narrowed by whichever filters are given. */
export async function listRuns(
  db: Db,
  harnessId: string,
  filter: RunFilter = {},
): Promise<TestRun[]> {
  const where = ['harness_id = ?'];
  const params: (string | number)[] = [harnessId];
  if (filter.version !== undefined) {
    where.push('version = ?');
    params.push(filter.version);
  }
  if (filter.target !== undefined) {
    where.push('target = ?');
    params.push(filter.target);
  }
  if (filter.status !== undefined) {
    where.push('status = ?');
    params.push(filter.status);
  }
  const rows = await db.query<RunRow>(
    `SELECT * FROM test_runs WHERE ${where.join(' AND ')}
     ORDER BY created_at DESC, id DESC LIMIT ?`,
    [...params, filter.limit ?? 20],
  );
  return rows.map(toRun);
}

/** What the gate counts a run for: the version's content, its endpoint, and whose host ran. */
export interface CountedRunKey {
  version: number;
  contentHash: string;
  endpoint: string;
  /** A sample shop's host; null: the base itself. */
  shop?: string | null;
}

/**
 * The newest finished run the publish gate counts for a version, of the base itself or of
 * one shop's host: one whose content hash is the version's (a run of the draft included),
 * or, for a run from before hashes were kept, one of that version; on the version's own
 * endpoint, or on an unknown one (runs from before endpoints were kept).
 */
export async function latestCountedRun(
  db: Db,
  harnessId: string,
  key: CountedRunKey,
): Promise<TestRun | null> {
  const shop = key.shop ?? null;
  const [row] = await db.query<RunRow>(
    `SELECT * FROM test_runs WHERE harness_id = ? AND status = 'finished'
       AND (content_hash = ? OR (content_hash IS NULL AND version = ?))
       AND (endpoint = ? OR endpoint IS NULL)
       AND ${shop === null ? 'shop IS NULL' : 'shop = ?'}
     ORDER BY finished_at DESC, id DESC LIMIT 1`,
    [harnessId, key.contentHash, key.version, key.endpoint, ...(shop === null ? [] : [shop])],
  );
  return row ? toRun(row) : null;
}
