import type { Db, SqlParam } from '../../db/db';
import { canonicalJson, contentHash } from '../../../src/harness';
import { nowIso, toStoredTime } from '../../db/clock';
import { checkLimit, decodeCursor, toPage, type Page, type PageRequest } from '../../db/paging';
import { invalidField } from '../../db/store-errors';
import { loadBlobs, storeBlobs } from '../versions/blob-store';

import type { AuditEntry } from '../../../src/harness/records';

export type { AuditEntry };

export interface AuditInput {
  actor: string;
  harnessId?: string | null;
  action: string;
  entity?: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditFilter extends PageRequest {
  harnessId?: string;
  actor?: string;
  /** Inclusive lower bound (ISO 8601). */
  from?: string | Date;
  /** Exclusive upper bound (ISO 8601). */
  to?: string | Date;
}

interface AuditRow {
  id: number;
  at: string;
  actor: string;
  harness_id: string | null;
  action: string;
  entity: string | null;
  before_json: string | null;
  after_json: string | null;
}

/** Appends one record; call it with the transaction of the change it records. */
export async function appendAudit(db: Db, input: AuditInput): Promise<AuditEntry> {
  const [row] = await db.query<AuditRow>(
    `INSERT INTO audit_log (at, actor, harness_id, action, entity, before_json, after_json)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    [
      nowIso(),
      input.actor,
      input.harnessId ?? null,
      input.action,
      input.entity ?? null,
      await pack(db, input.before),
      await pack(db, input.after),
    ],
  );
  return (await unpackAll(db, [row!]))[0]!;
}

// Large values (whole entities) go to the content-addressed blobs, so one save's "after"
// and the next save's "before", and the version that takes it, share one stored copy.
const BLOB_REF = '#blob:';
const INLINE_LIMIT = 512;

async function pack(tx: Db, value: unknown): Promise<string | null> {
  if (value === undefined || value === null) return null;
  const body = canonicalJson(value);
  if (body.length <= INLINE_LIMIT) return body;
  const hash = contentHash(value);
  await storeBlobs(tx, [{ hash, body }]);
  return BLOB_REF + hash;
}

async function unpackAll(db: Db, rows: AuditRow[]): Promise<AuditEntry[]> {
  const refs = rows
    .flatMap((r) => [r.before_json, r.after_json])
    .filter((v): v is string => v !== null && v.startsWith(BLOB_REF))
    .map((v) => v.slice(BLOB_REF.length));
  const blobs = refs.length > 0 ? await loadBlobs(db, refs) : new Map<string, unknown>();
  const value = (text: string | null): unknown => {
    if (text === null) return null;
    if (text.startsWith(BLOB_REF)) return blobs.get(text.slice(BLOB_REF.length));
    return JSON.parse(text) as unknown;
  };
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    actor: row.actor,
    harnessId: row.harness_id,
    action: row.action,
    entity: row.entity,
    before: value(row.before_json),
    after: value(row.after_json),
  }));
}

/** The newest record of one action on one entity of a harness, or null. */
export async function latestAudit(
  db: Db,
  where: { harnessId: string; entity: string; action: string },
): Promise<AuditEntry | null> {
  const rows = await db.query<AuditRow>(
    `SELECT * FROM audit_log WHERE harness_id = ? AND entity = ? AND action = ?
     ORDER BY id DESC LIMIT 1`,
    [where.harnessId, where.entity, where.action],
  );
  return rows.length > 0 ? (await unpackAll(db, rows))[0]! : null;
}

/** Newest first, filtered, in pages. */
export async function listAudit(db: Db, filter: AuditFilter = {}): Promise<Page<AuditEntry>> {
  const limit = checkLimit(filter.limit);
  const after = decodeCursor<[number]>(filter.cursor, ['number']);
  const where: string[] = [];
  const params: SqlParam[] = [];
  const add = (clause: string, value: SqlParam) => {
    where.push(clause);
    params.push(value);
  };
  if (filter.harnessId !== undefined) add('harness_id = ?', filter.harnessId);
  if (filter.actor !== undefined) add('actor = ?', filter.actor);
  if (filter.from !== undefined) add('at >= ?', time(filter.from, '/from'));
  if (filter.to !== undefined) add('at < ?', time(filter.to, '/to'));
  if (after) add('id < ?', after[0]);
  params.push(limit + 1);
  const rows = await db.query<AuditRow>(
    `SELECT * FROM audit_log ${where.length ? 'WHERE ' + where.join(' AND ') : ''}
     ORDER BY id DESC LIMIT ?`,
    params,
  );
  const page = toPage(
    rows,
    limit,
    (r) => r,
    (r) => [Number(r.id)],
  );
  return { items: await unpackAll(db, page.items), nextCursor: page.nextCursor };
}

function time(value: string | Date, pointer: string): string {
  const stored = toStoredTime(value);
  if (!stored)
    throw invalidField(pointer, 'audit.time', 'Use an ISO 8601 time like 2026-12-12T20:00:00Z.');
  return stored;
}
