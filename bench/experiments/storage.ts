import type { Db } from '../../server/db/db';
import { nowIso } from '../../server/db/clock';
import { getLabel, moveLabel } from '../../server/modules/labels/label-store';
import { recordExposures, type ExposureRow } from '../../server/modules/exposures/exposure-store';
import { hashViewer } from '../../server/modules/traces/viewer-hash';
import { inSplit } from '../../src/harness/split';
import { createVersion } from '../../server/modules/versions/version-store';
import { ingestOutcomes, toRow, viewerSecret } from '../../server/modules/outcomes/outcome-store';
import { experimentReport } from '../../server/modules/experiments/experiment-report';
import { newHarness } from '../../server/db/testing/harness-fixtures';
import { seeded } from './simulate';

const BATCH = 1_000;

/** A guardrail the checker judges at every look: order conversion must not halve. */
export const ORDER_GUARDRAIL = {
  kind: 'metric' as const,
  event: 'order',
  measure: 'conversion' as const,
  maxDrop: 0.5,
};

/** A harness with versions 1 and 2 and `staging` split 50/50 between them (guarded if asked). */
export async function splitHarness(db: Db, guarded = false): Promise<string> {
  const h = await newHarness(db);
  await createVersion(db, h.id, { message: 'A', actor: 'bench' });
  await createVersion(db, h.id, { message: 'B', actor: 'bench' });
  await moveLabel(db, h.id, 'staging', {
    version: 1,
    split: { version: 2, percent: 50, ...(guarded && { guardrails: [ORDER_GUARDRAIL] }) },
    reason: 'bench',
    actor: 'bench',
  });
  return h.id;
}

const viewerKeyOf = (i: number) => `bench-viewer-${Math.floor(i / 3)}`;

/** Outcomes of viewer `i`: a view, and for a tenth of viewers an order and its receipt. */
function itemsOf(i: number, at: string, next: () => number) {
  const viewerKey = viewerKeyOf(i);
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

export interface IngestRates {
  /** Outcomes per second through the store (exposure writes not counted). */
  outcomes: number;
  /** Exposures per second through `recordExposures` (one per viewer, before its outcomes). */
  exposures: number;
  exposed: number;
}

/**
 * Ingests `total` outcomes through the store in requests of 1,000. The report counts only
 * exposed viewers, so each new viewer of a request is first recorded as served on its arm of
 * `staging`'s experiment (one `recordExposures` call per request, as the exposure log writes
 * its batches), at the outcomes' time: the report joins outcomes from the first exposure on.
 */
export async function ingest(
  db: Db,
  harnessId: string,
  total: number,
  onProgress?: (n: number) => void,
  /** The first viewer index: chunks of one harness written one after another. */
  offset = 0,
): Promise<IngestRates> {
  const secret = await viewerSecret(db);
  const { split } = await getLabel(db, harnessId, 'staging');
  if (!split?.experimentId) throw new Error('staging runs no experiment.');
  const next = seeded(11);
  const at = nowIso();
  let outcomeMs = 0;
  let exposureMs = 0;
  let exposed = 0;
  for (let i = offset; i < offset + total; i += BATCH) {
    const size = Math.min(BATCH, offset + total - i);
    const exposures: ExposureRow[] = [];
    for (let k = 0; k < size; k++) {
      if ((i + k) % 3 !== 0) continue;
      const key = viewerKeyOf(i + k);
      exposures.push({
        experimentId: split.experimentId,
        viewer: hashViewer(secret, key),
        arm: inSplit(split, key) ? 'treatment' : 'control',
        harnessId,
        percent: split.percent,
        at,
      });
    }
    let t = performance.now();
    await recordExposures(db, exposures);
    exposureMs += performance.now() - t;
    exposed += exposures.length;
    t = performance.now();
    const rows = Array.from({ length: size }, (_, k) => toRow(secret, k, itemsOf(i + k, at, next)));
    const res = await ingestOutcomes(db, harnessId, rows);
    outcomeMs += performance.now() - t;
    if (res.accepted !== rows.length)
      throw new Error(`Accepted ${res.accepted} of ${rows.length}.`);
    if (((i - offset) / BATCH) % 100 === 99) onProgress?.(i - offset + BATCH);
  }
  return {
    outcomes: total / (outcomeMs / 1000),
    exposures: exposed / (exposureMs / 1000),
    exposed,
  };
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
