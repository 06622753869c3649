import type { Db, SqlParam } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import { checkLimit, decodeCursor, toPage, type Page, type PageRequest } from '../../db/paging';
import type {
  Trace,
  TraceFilter,
  TraceSummary,
  TraceArm,
  TraceOutcome,
} from '../../../src/harness/traces';

// The `traces` table (migration 010). Part of this file is a read API other modules use:
// `armStats` is what the experiment report and the guardrails read (issue 18 part B). It is
// stable: per version (and arm) of one label since a time, counts and first-token
// percentiles, over the rows kept (scale by `sampleRate` for totals).

/** The columns of a row; `body` holds the rest of the trace as JSON. */
interface TraceRow {
  id: string;
  harness_id: string;
  at: string;
  label: string;
  version: number;
  arm: string | null;
  shop: string | null;
  viewer: string | null;
  outcome: string;
  error_code: string | null;
  blocked: number;
  tool_error: number;
  first_token_ms: number | null;
  first_sentence_ms: number | null;
  total_ms: number;
  sample_rate: number;
  question: string;
  body: string;
}

const COLUMNS =
  'id, harness_id, at, label, version, arm, shop, viewer, outcome, error_code, blocked, ' +
  'tool_error, first_token_ms, first_sentence_ms, total_ms, sample_rate, question, body';
const SUMMARY_COLUMNS =
  'id, harness_id, at, label, version, arm, shop, outcome, error_code, blocked, tool_error, ' +
  'first_token_ms, total_ms, question';
const PER_ROW = 18;
/** Rows per INSERT: 18 binds each stays far below both drivers' bind limits. */
export const INSERT_BATCH = 200;

type Body = Pick<
  Trace,
  | 'model'
  | 'messages'
  | 'context'
  | 'reply'
  | 'original'
  | 'error'
  | 'hooks'
  | 'toolCalls'
  | 'timings'
  | 'truncated'
>;

function rowParams(t: Trace): SqlParam[] {
  const body: Body = {
    model: t.model,
    messages: t.messages,
    context: t.context,
    reply: t.reply,
    original: t.original,
    error: t.error,
    hooks: t.hooks,
    toolCalls: t.toolCalls,
    timings: t.timings,
    truncated: t.truncated,
  };
  return [
    t.id,
    t.harnessId,
    t.at,
    t.label,
    t.version,
    t.arm,
    t.shop,
    t.viewer,
    t.outcome,
    t.errorCode,
    t.blocked ? 1 : 0,
    t.toolError ? 1 : 0,
    t.firstTokenMs,
    t.timings.firstSentenceMs,
    t.totalMs,
    t.sampleRate,
    t.question,
    JSON.stringify(body),
  ];
}

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function toSummary(r: TraceRow): TraceSummary {
  return {
    id: r.id,
    harnessId: r.harness_id,
    at: r.at,
    label: r.label,
    version: num(r.version),
    arm: r.arm as TraceArm | null,
    shop: r.shop,
    outcome: r.outcome as TraceOutcome,
    errorCode: r.error_code,
    blocked: num(r.blocked) === 1,
    toolError: num(r.tool_error) === 1,
    firstTokenMs: numOrNull(r.first_token_ms),
    totalMs: num(r.total_ms),
    question: r.question,
  };
}

/** Writes traces in multi-row INSERTs, all in one transaction (a batch is kept whole or not). */
export async function insertTraces(db: Db, traces: readonly Trace[]): Promise<void> {
  if (traces.length === 0) return;
  await db.transaction(async (tx) => {
    for (let i = 0; i < traces.length; i += INSERT_BATCH) {
      const batch = traces.slice(i, i + INSERT_BATCH);
      const row = `(${new Array(PER_ROW).fill('?').join(', ')})`;
      await tx.run(
        `INSERT INTO traces (${COLUMNS}) VALUES ${batch.map(() => row).join(', ')}`,
        batch.flatMap(rowParams),
      );
    }
  });
}

/** The WHERE clause of the browser's filters (each maps to an indexed column). */
function filterSql(harnessId: string, f: TraceFilter): { where: string; params: SqlParam[] } {
  const parts = ['harness_id = ?'];
  const params: SqlParam[] = [harnessId];
  const eq = (column: string, value: SqlParam | undefined) => {
    if (value === undefined) return;
    parts.push(`${column} = ?`);
    params.push(value);
  };
  eq('label', f.label);
  eq('version', f.version);
  eq('arm', f.arm);
  eq('shop', f.shop);
  eq('outcome', f.outcome);
  if (f.blocked !== undefined) parts.push(`blocked = ${f.blocked === 'true' ? 1 : 0}`);
  if (f.toolError !== undefined) parts.push(`tool_error = ${f.toolError === 'true' ? 1 : 0}`);
  if (f.slowerThan !== undefined) {
    parts.push('total_ms > ?');
    params.push(f.slowerThan);
  }
  return { where: parts.join(' AND '), params };
}

/** A page of a harness's traces, newest first, keyset-paged on (at, id). */
export async function listTraces(
  db: Db,
  harnessId: string,
  filter: TraceFilter,
  page: PageRequest = {},
): Promise<Page<TraceSummary>> {
  const limit = checkLimit(page.limit);
  const after = decodeCursor<[string, string]>(page.cursor, ['string', 'string']);
  const { where, params } = filterSql(harnessId, filter);
  // A row comparison reads the (..., at, id) indexes as one range on both databases.
  const keyset = after ? ' AND (at, id) < (?, ?)' : '';
  const rows = await db.query<TraceRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM traces WHERE ${where}${keyset}
     ORDER BY at DESC, id DESC LIMIT ?`,
    [...params, ...(after ?? []), limit + 1],
  );
  return toPage(rows, limit, toSummary, (r) => [r.at, r.id]);
}

/** One whole trace of the harness. */
export async function getTrace(db: Db, harnessId: string, id: string): Promise<Trace> {
  const [row] = await db.query<TraceRow>(
    `SELECT ${COLUMNS} FROM traces WHERE harness_id = ? AND id = ?`,
    [harnessId, id],
  );
  if (!row) throw new NotFound(`There is no trace "${id}" of the harness "${harnessId}".`);
  const body = JSON.parse(row.body) as Body;
  return {
    ...toSummary(row),
    viewer: row.viewer,
    sampleRate: num(row.sample_rate),
    ...body,
    // Rows written before the field was kept.
    original: body.original ?? null,
  };
}

/**
 * Deletes at most `batch` traces of the harness older than `before` (oldest first); returns
 * how many. Retention calls it until fewer come back, so no statement holds a huge lock.
 */
export async function deleteTracesBefore(
  db: Db,
  harnessId: string,
  before: string,
  batch: number,
): Promise<number> {
  const { changes } = await db.run(
    `DELETE FROM traces WHERE id IN (
       SELECT id FROM traces WHERE harness_id = ? AND at < ? ORDER BY at LIMIT ?)`,
    [harnessId, before, batch],
  );
  return changes;
}

/** Harnesses that have traces older than `before` (retention's work list). */
export async function harnessesWithTracesBefore(db: Db, before: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT h.id FROM harnesses h
     WHERE EXISTS (SELECT 1 FROM traces t WHERE t.harness_id = h.id AND t.at < ?)`,
    [before],
  );
  return rows.map((r) => r.id);
}

/** What the experiment report and guardrails read per version of a label (see above). */
export interface ArmStats {
  version: number;
  /** 'control' | 'split', or null for turns served with no split on the label. */
  arm: TraceArm | null;
  /** Distinct viewer hashes (turns without a viewer key are not units). */
  units: number;
  turns: number;
  /** Turns whose outcome was `error` or `step_limit`. */
  errors: number;
  /** Turns a hook blocked (`blocked` column). */
  hookBlocks: number;
  /** First-token percentiles over turns that streamed text; null when none did. */
  firstTokenP50: number | null;
  firstTokenP95: number | null;
  /** Mean sampling rate of the rows: divide counts by it to estimate all turns. */
  sampleRate: number;
}

/** Nearest-rank percentile of ascending values. */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

const groupKey = (version: unknown, arm: unknown) => `${num(version)}/${String(arm)}`;

/**
 * Per (version, arm) of `label` since `since` (ISO 8601): units, turns, errors, hook
 * blocks, first-token P50/P95 (nearest rank). Reads the `traces_by_label` index range;
 * PostgreSQL computes the percentiles itself (percentile_disc), SQLite's are sorted here.
 */
export async function armStats(
  db: Db,
  harnessId: string,
  label: string,
  since: string,
): Promise<ArmStats[]> {
  const pg = db.dialect === 'postgres';
  const where = 'harness_id = ? AND label = ? AND at >= ?';
  const params = [harnessId, label, since];
  const percentiles = pg
    ? `, percentile_disc(0.5) WITHIN GROUP (ORDER BY first_token_ms) AS p50,
         percentile_disc(0.95) WITHIN GROUP (ORDER BY first_token_ms) AS p95`
    : '';
  const groups = await db.query<Record<string, unknown>>(
    `SELECT version, arm, COUNT(DISTINCT viewer) AS units, COUNT(*) AS turns,
       SUM(CASE WHEN outcome IN ('error', 'step_limit') THEN 1 ELSE 0 END) AS errors,
       SUM(blocked) AS hook_blocks, AVG(sample_rate) AS sample_rate${percentiles}
     FROM traces WHERE ${where}
     GROUP BY version, arm ORDER BY version, arm`,
    params,
  );
  const sorted = new Map<string, number[]>();
  if (!pg) {
    const times = await db.query<{ version: unknown; arm: unknown; ms: unknown }>(
      `SELECT version, arm, first_token_ms AS ms FROM traces
       WHERE ${where} AND first_token_ms IS NOT NULL`,
      params,
    );
    for (const t of times) {
      const key = groupKey(t.version, t.arm);
      let list = sorted.get(key);
      if (!list) sorted.set(key, (list = []));
      list.push(num(t.ms));
    }
    for (const list of sorted.values()) list.sort((a, b) => a - b);
  }
  return groups.map((g) => {
    const list = sorted.get(groupKey(g.version, g.arm)) ?? [];
    return {
      version: num(g.version),
      arm: (g.arm as TraceArm | null) ?? null,
      units: num(g.units),
      turns: num(g.turns),
      errors: num(g.errors ?? 0),
      hookBlocks: num(g.hook_blocks ?? 0),
      firstTokenP50: pg ? numOrNull(g.p50) : percentile(list, 0.5),
      firstTokenP95: pg ? numOrNull(g.p95) : percentile(list, 0.95),
      sampleRate: num(g.sample_rate),
    };
  });
}
