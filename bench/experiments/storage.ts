import type { Db } from '../../server/db/db';
import { nowIso } from '../../server/db/clock';
import { moveLabel } from '../../server/modules/labels/label-store';
import { createVersion } from '../../server/modules/versions/version-store';
import { ingestOutcomes, toRow, viewerSecret } from '../../server/modules/outcomes/outcome-store';
import { experimentReport } from '../../server/modules/experiments/experiment-report';
import { newHarness } from '../../server/db/testing/harness-fixtures';
import { seeded } from './simulate';

const BATCH = 1_000;

/** A harness with versions 1 and 2 and `staging` split 50/50 between them. */
export async function splitHarness(db: Db): Promise<string> {
  const h = await newHarness(db);
  await createVersion(db, h.id, { message: 'A', actor: 'bench' });
  await createVersion(db, h.id, { message: 'B', actor: 'bench' });
  await moveLabel(db, h.id, 'staging', {
    version: 1,
    split: { version: 2, percent: 50 },
    reason: 'bench',
    actor: 'bench',
  });
  return h.id;
}

/** Outcomes of viewer `i`: a view, and for a tenth of viewers an order and its receipt. */
function itemsOf(i: number, at: string, next: () => number) {
  const viewerKey = `bench-viewer-${Math.floor(i / 3)}`;
  const kind = i % 3;
  const event = kind === 0 ? 'product_view' : kind === 1 ? 'order' : 'confirmed_receipt';
  return {
    eventId: `bench-${i}`,
    viewerKey,
    event,
    ...(kind === 0 ? {} : { value: Math.round(next() * 20_000) / 100 }),
    at,
  };
}

/** Ingests `total` outcomes through the store in requests of 1,000; rows per second. */
export async function ingest(
  db: Db,
  harnessId: string,
  total: number,
  onProgress?: (n: number) => void,
) {
  const secret = await viewerSecret(db);
  const next = seeded(11);
  const at = nowIso();
  const started = performance.now();
  for (let i = 0; i < total; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - i) }, (_, k) =>
      toRow(secret, k, itemsOf(i + k, at, next)),
    );
    const res = await ingestOutcomes(db, harnessId, rows);
    if (res.accepted !== rows.length)
      throw new Error(`Accepted ${res.accepted} of ${rows.length}.`);
    if ((i / BATCH) % 100 === 99) onProgress?.(i + BATCH);
  }
  return total / ((performance.now() - started) / 1000);
}

/** The same rows written by plain multi-row INSERTs (no duplicate check): the baseline. */
export async function plainInsertRate(db: Db, harnessId: string, total: number) {
  const secret = await viewerSecret(db);
  const next = seeded(12);
  const at = nowIso();
  const started = performance.now();
  for (let i = 0; i < total; i += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, total - i) }, (_, k) =>
      toRow(secret, k, itemsOf(i + k, at, next)),
    );
    await db.transaction(async (tx) => {
      for (let j = 0; j < rows.length; j += 250) {
        const chunk = rows.slice(j, j + 250);
        await tx.run(
          `INSERT INTO outcomes (harness_id, event_id, viewer, bucket, event, value, at, received_at)
           VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
          chunk.flatMap((r) => [
            harnessId,
            `plain-${r.eventId}-${i}`,
            r.viewer,
            r.bucket,
            r.event,
            r.value,
            r.at,
            at,
          ]),
        );
      }
    });
  }
  return total / ((performance.now() - started) / 1000);
}

export const report = (db: Db, harnessId: string) => experimentReport(db, harnessId, 'staging');
