import type { Arm } from '../../../src/harness/experiments/arms';
import type { Db, SqlParam } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import { checkLimit, decodeCursor, toPage, type Page, type PageRequest } from '../../db/paging';
import type {
  Trace,
  TraceFilter,
  TraceHook,
  TraceSummary,
  TraceOutcome,
  TraceTimings,
} from '../../../src/harness/traces';

// The `traces` table (migration 010): writes in batches, the browser's keyset pages, one
// trace, and retention's batched deletes. What experiments read per arm: arm-stats.ts.

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
  | 'turnTime'
  | 'reply'
  | 'original'
  | 'error'
  | 'hooks'
  | 'toolCalls'
  | 'sentences'
  | 'timings'
  | 'usage'
  | 'truncated'
>;

/** A stored body: older rows lack the sentence, usage and release fields (added later). */
type StoredBody = Omit<Body, 'hooks' | 'sentences' | 'timings' | 'usage' | 'turnTime'> & {
  turnTime?: Body['turnTime'];
  hooks: (Omit<TraceHook, 'sentence'> & { sentence?: number | null })[];
  sentences?: Body['sentences'];
  timings: Omit<TraceTimings, 'firstReleaseMs'> & { firstReleaseMs?: number | null };
  usage?: Body['usage'];
};

function rowParams(t: Trace): SqlParam[] {
  const body: Body = {
    model: t.model,
    messages: t.messages,
    context: t.context,
    turnTime: t.turnTime,
    reply: t.reply,
    original: t.original,
    error: t.error,
    hooks: t.hooks,
    toolCalls: t.toolCalls,
    sentences: t.sentences,
    timings: t.timings,
    usage: t.usage,
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

export const num = (v: unknown): number => Number(v);
export const numOrNull = (v: unknown): number | null =>
  v === null || v === undefined ? null : Number(v);

function toSummary(r: TraceRow): TraceSummary {
  return {
    id: r.id,
    harnessId: r.harness_id,
    at: r.at,
    label: r.label,
    version: num(r.version),
    arm: r.arm as Arm | null,
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
  const body = JSON.parse(row.body) as StoredBody;
  return {
    ...toSummary(row),
    viewer: row.viewer,
    sampleRate: num(row.sample_rate),
    ...body,
    // Rows written before the fields were kept.
    original: body.original ?? null,
    hooks: body.hooks.map((h) => ({ ...h, sentence: h.sentence ?? null })),
    sentences: body.sentences ?? [],
    timings: { ...body.timings, firstReleaseMs: body.timings.firstReleaseMs ?? null },
    usage: body.usage ?? null,
    turnTime: body.turnTime ?? null,
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
