import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { NotFound } from '../../db/store-errors';
import { markRunsInterrupted, stampRuns } from '../shared/background-runs';
import { contentHash, type HarnessDocument } from '../../../src/harness';
import type { RunStatus } from '../../../src/harness/evaluation/run-contract';
import type { ControlFocus } from '../../../src/harness/variants/controls';
import type {
  RobustnessArm,
  RobustnessCell,
  RobustnessResult,
  RobustnessRun,
  RobustnessRunReport,
} from '../../../src/harness/variants/run-contract';
import type { RestatementMap } from '../../../src/harness/variants/restatements/contract';
import type { VariantFamily } from '../../../src/harness/variants/types';

/** What a run was asked for and planned, stored once as JSON. */
export interface RunSpec {
  endpoints: string[];
  families: VariantFamily[];
  variantsPerFamily: number;
  trials: number;
  seed: number;
  arms: RobustnessArm[];
  /** Controls the harness gave nothing to change. */
  skippedControls: { kind: string; reason: string }[];
}

/** What every arm is rebuilt from. */
export interface RunSource {
  document: HarnessDocument;
  focus: ControlFocus;
  /** The approved restatements a run asked for (`restatements: true`), as it applied them. */
  restatements?: RestatementMap;
}

interface RunRow {
  id: string;
  harness_id: string;
  target: string;
  version: number | string | null;
  content_hash: string | null;
  status: RunStatus;
  total: number | string;
  done: number | string;
  spec: string;
  report: string | null;
  error: string | null;
  created_at: string;
  created_by: string;
  finished_at: string | null;
}

// Every column but the source document, which only arm rebuilding reads.
const RUN_COLUMNS = `id, harness_id, target, version, content_hash, status, total, done, spec,
  report, error, created_at, created_by, finished_at`;

function toRun(r: RunRow): RobustnessRun {
  const spec = JSON.parse(r.spec) as RunSpec;
  return {
    id: r.id,
    harnessId: r.harness_id,
    target: r.target,
    version: r.version === null ? null : Number(r.version),
    contentHash: r.content_hash ?? null,
    status: r.status,
    total: Number(r.total),
    done: Number(r.done),
    endpoints: spec.endpoints,
    families: spec.families,
    variantsPerFamily: spec.variantsPerFamily,
    trials: spec.trials,
    seed: spec.seed,
    arms: spec.arms,
    report: r.report === null ? null : (JSON.parse(r.report) as RobustnessRunReport),
    error: r.error,
    createdAt: r.created_at,
    createdBy: r.created_by,
    finishedAt: r.finished_at,
  };
}

export async function createRobustnessRun(
  db: Db,
  input: {
    id: string;
    harnessId: string;
    target: string;
    version: number | null;
    total: number;
    actor: string;
    spec: RunSpec;
    source: RunSource;
  },
): Promise<RobustnessRun> {
  const [row] = await db.query<RunRow>(
    `INSERT INTO robustness_runs
       (id, harness_id, target, version, content_hash, status, total, done, spec, source,
        created_at, created_by)
     VALUES (?, ?, ?, ?, ?, 'running', ?, 0, ?, ?, ?, ?) RETURNING ${RUN_COLUMNS}`,
    [
      input.id,
      input.harnessId,
      input.target,
      input.version,
      // What ran, as versions are hashed: a run of the draft counts for the version made of it.
      contentHash(input.source.document),
      input.total,
      JSON.stringify(input.spec),
      JSON.stringify(input.source),
      nowIso(),
      input.actor,
    ],
  );
  return toRun(row!);
}

/** One finished unit, and the run's progress with it. */
export async function recordResult(db: Db, runId: string, result: RobustnessResult): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run(
      `INSERT INTO robustness_results
         (run_id, endpoint, arm, case_id, position, passes, trials, evaluation, records, traces)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        runId,
        result.endpoint,
        result.arm,
        result.caseId,
        result.position,
        result.passes,
        result.trials,
        JSON.stringify(result.evaluation),
        JSON.stringify(result.records),
        JSON.stringify(result.traces),
      ],
    );
    await tx.run('UPDATE robustness_runs SET done = done + 1 WHERE id = ?', [runId]);
  });
}

export async function finishRobustnessRun(
  db: Db,
  runId: string,
  status: Exclude<RunStatus, 'running'>,
  report: RobustnessRunReport | null,
  error: string | null = null,
): Promise<void> {
  await db.run(
    'UPDATE robustness_runs SET status = ?, report = ?, error = ?, finished_at = ? WHERE id = ?',
    [status, report === null ? null : JSON.stringify(report), error, nowIso(), runId],
  );
}

export const markRobustnessInterrupted = (db: Db, staleBefore: string) =>
  markRunsInterrupted(db, 'robustness_runs', staleBefore);

export const stampRobustnessRunning = (db: Db, runIds: readonly string[]) =>
  stampRuns(db, 'robustness_runs', runIds);

export async function getRobustnessRun(
  db: Db,
  harnessId: string,
  runId: string,
): Promise<RobustnessRun> {
  const [row] = await db.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM robustness_runs WHERE harness_id = ? AND id = ?`,
    [harnessId, runId],
  );
  if (!row) throw new NotFound(`The harness "${harnessId}" has no robustness run "${runId}".`);
  return toRun(row);
}

export async function getRunSource(db: Db, runId: string): Promise<RunSource> {
  const [row] = await db.query<{ source: string }>(
    'SELECT source FROM robustness_runs WHERE id = ?',
    [runId],
  );
  if (!row) throw new NotFound(`No robustness run "${runId}".`);
  return JSON.parse(row.source) as RunSource;
}

export interface RobustnessRunFilter {
  target?: string;
  version?: number;
  status?: RunStatus;
  limit?: number;
}

/** A harness's runs, newest first. */
export async function listRobustnessRuns(
  db: Db,
  harnessId: string,
  filter: RobustnessRunFilter = {},
): Promise<RobustnessRun[]> {
  const where = ['harness_id = ?'];
  const params: (string | number)[] = [harnessId];
  for (const [column, value] of [
    ['target', filter.target],
    ['version', filter.version],
    ['status', filter.status],
  ] as const) {
    if (value === undefined) continue;
    where.push(`${column} = ?`);
    params.push(value);
  }
  const rows = await db.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM robustness_runs WHERE ${where.join(' AND ')}
     ORDER BY created_at DESC, id DESC LIMIT ?`,
    [...params, filter.limit ?? 20],
  );
  return rows.map(toRun);
}

/** Rows read at a time while looking for a run on the wanted endpoint. */
const COUNTED_PAGE = 20;

/**
 * The newest finished run the robustness gate counts for a version: its content hash is the
 * version's (a run of the draft included; a run from before hashes were kept: of that
 * version), and `endpoint` is among the endpoints it ran on.
 */
export async function latestCountedRobustnessRun(
  db: Db,
  harnessId: string,
  key: { version: number; contentHash: string; endpoint: string },
): Promise<RobustnessRun | null> {
  // The endpoints are in the spec's JSON: read newest first until one ran on the endpoint.
  for (let offset = 0; ; offset += COUNTED_PAGE) {
    const rows = await db.query<RunRow>(
      `SELECT ${RUN_COLUMNS} FROM robustness_runs
       WHERE harness_id = ? AND status = 'finished'
         AND (content_hash = ? OR (content_hash IS NULL AND version = ?))
       ORDER BY finished_at DESC, id DESC LIMIT ? OFFSET ?`,
      [harnessId, key.contentHash, key.version, COUNTED_PAGE, offset],
    );
    const run = rows.map(toRun).find((r) => r.endpoints.includes(key.endpoint));
    if (run) return run;
    if (rows.length < COUNTED_PAGE) return null;
  }
}

interface CellRow {
  endpoint: string;
  arm: string;
  case_id: string;
  passes: number | string;
  trials: number | string;
}

const toCell = (r: CellRow): RobustnessCell => ({
  endpoint: r.endpoint,
  arm: r.arm,
  caseId: r.case_id,
  passes: Number(r.passes),
  trials: Number(r.trials),
});

/** Every finished unit's score, without answers or traces: the heat map and the report. */
export async function listRobustnessCells(db: Db, runId: string): Promise<RobustnessCell[]> {
  const rows = await db.query<CellRow>(
    `SELECT endpoint, arm, case_id, passes, trials FROM robustness_results
     WHERE run_id = ? ORDER BY endpoint, arm, position`,
    [runId],
  );
  return rows.map(toCell);
}

export interface ResultFilter {
  arm?: string;
  endpoint?: string;
  caseId?: string;
}

export async function listRobustnessResults(
  db: Db,
  runId: string,
  filter: ResultFilter = {},
): Promise<RobustnessResult[]> {
  const where = ['run_id = ?'];
  const params: string[] = [runId];
  for (const [column, value] of [
    ['arm', filter.arm],
    ['endpoint', filter.endpoint],
    ['case_id', filter.caseId],
  ] as const) {
    if (value === undefined) continue;
    where.push(`${column} = ?`);
    params.push(value);
  }
  const rows = await db.query<
    CellRow & { position: number | string; evaluation: string; records: string; traces: string }
  >(
    `SELECT * FROM robustness_results WHERE ${where.join(' AND ')}
     ORDER BY endpoint, arm, position`,
    params,
  );
  return rows.map((r) => ({
    ...toCell(r),
    position: Number(r.position),
    evaluation: JSON.parse(r.evaluation) as RobustnessResult['evaluation'],
    records: JSON.parse(r.records) as RobustnessResult['records'],
    traces: JSON.parse(r.traces) as RobustnessResult['traces'],
  }));
}
