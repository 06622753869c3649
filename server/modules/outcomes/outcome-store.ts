import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { hashViewer, loadViewerSecret } from '../traces/viewer-hash';
import { bucketOf } from '../../../src/harness/split';
import type { OutcomeIngestResult } from '../../../src/harness/experiments';
import { addOutcomes } from '../experiments/aggregates/aggregate-outcomes';

/** One checked item, ready to store: the raw viewer key is already gone. */
export interface OutcomeRow {
  index: number;
  eventId: string;
  viewer: string;
  bucket: number;
  event: string;
  value: number | null;
  at: string;
}

type Rejection = OutcomeIngestResult['rejected'][number];

/** Rows per INSERT: 7 binds each, far below both drivers' limits. */
const INSERT_BATCH = 250;

const secrets = new WeakMap<Db, Promise<Buffer>>();

/** The viewer-hash secret of this database, read once (the traces' secret: one hash). */
export function viewerSecret(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadViewerSecret(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** Hashes the key and takes its split bucket: all the report needs of a viewer. */
export function toRow(
  secret: Buffer,
  index: number,
  item: { eventId: string; viewerKey: string; event: string; value?: number; at: string },
): OutcomeRow {
  return {
    index,
    eventId: item.eventId,
    viewer: hashViewer(secret, item.viewerKey),
    bucket: bucketOf(item.viewerKey),
    event: item.event,
    value: item.value ?? null,
    at: new Date(item.at).toISOString(),
  };
}

interface StoredRow {
  event_id: string;
  viewer: string;
  event: string;
  value: number | null;
  at: string;
}

const same = (a: OutcomeRow, b: StoredRow) =>
  a.viewer === b.viewer &&
  a.event === b.event &&
  a.at === b.at &&
  (a.value === null ? b.value === null : b.value !== null && Number(b.value) === a.value);

const reused = (row: OutcomeRow): Rejection => ({
  index: row.index,
  pointer: `/items/${row.index}/eventId`,
  code: 'outcome.event_id_reused',
  message: `The event id "${row.eventId}" was already sent with different content.`,
  status: 409,
});

/**
 * Stores the rows of one request in one transaction. An event id already stored with the
 * same content is a replay (counted as accepted and duplicate, nothing written); with other
 * content it is rejected (409), never overwritten.
 */
export async function ingestOutcomes(
  db: Db,
  harnessId: string,
  rows: readonly OutcomeRow[],
): Promise<{ accepted: number; duplicates: number; rejected: Rejection[] }> {
  if (rows.length === 0) return { accepted: 0, duplicates: 0, rejected: [] };
  return db.transaction(async (tx) => {
    const stored = new Map<string, StoredRow>();
    const ids = [...new Set(rows.map((r) => r.eventId))];
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      const found = await tx.query<StoredRow>(
        `SELECT event_id, viewer, event, value, at FROM outcomes
         WHERE harness_id = ? AND event_id IN (${chunk.map(() => '?').join(', ')})`,
        [harnessId, ...chunk],
      );
      for (const f of found) stored.set(f.event_id, f);
    }
    let duplicates = 0;
    const rejected: Rejection[] = [];
    const fresh: OutcomeRow[] = [];
    for (const row of rows) {
      const before = stored.get(row.eventId);
      if (before) {
        if (same(row, before)) duplicates++;
        else rejected.push(reused(row));
        continue;
      }
      // Later items of the same request with this id compare against this one.
      stored.set(row.eventId, {
        event_id: row.eventId,
        viewer: row.viewer,
        event: row.event,
        value: row.value,
        at: row.at,
      });
      fresh.push(row);
    }
    const receivedAt = nowIso();
    let written = 0;
    const inserts: OutcomeRow[] = [];
    for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
      const chunk = fresh.slice(i, i + INSERT_BATCH);
      // ON CONFLICT: a concurrent request storing the same id first makes this one a replay.
      const inserted = await tx.query<{ event_id: string }>(
        `INSERT INTO outcomes (harness_id, event_id, viewer, bucket, event, value, at, received_at)
         VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
         ON CONFLICT (harness_id, event_id) DO NOTHING RETURNING event_id`,
        chunk.flatMap((r) => [
          harnessId,
          r.eventId,
          r.viewer,
          r.bucket,
          r.event,
          r.value,
          r.at,
          receivedAt,
        ]),
      );
      written += inserted.length;
      const ids = new Set(inserted.map((r) => r.event_id));
      inserts.push(...chunk.filter((r) => ids.has(r.eventId)));
    }
    // The experiments' sums move in the same transaction: a report never sees half of it.
    await addOutcomes(tx, harnessId, inserts);
    duplicates += fresh.length - written;
    return { accepted: written + duplicates, duplicates, rejected };
  });
}
