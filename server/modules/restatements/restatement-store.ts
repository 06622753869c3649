import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { NotFound } from '../../db/store-errors';
import type {
  Restatement,
  RestatementMap,
  RestatementStatus,
} from '../../../src/harness/variants/restatements/contract';
import type { RestatableText } from '../../../src/harness/variants/restatements/texts';

interface Row {
  id: string;
  harness_id: string;
  endpoint: string;
  source_hash: string;
  part: Restatement['part'];
  field: Restatement['field'];
  entity: string;
  pointer: string;
  source_text: string;
  restated_text: string;
  edited_text: string | null;
  status: RestatementStatus;
  reviewed_by: string | null;
  reviewed_at: string | null;
  created_at: string;
  created_by: string;
}

const toRestatement = (r: Row): Restatement => ({
  id: r.id,
  harnessId: r.harness_id,
  endpoint: r.endpoint,
  sourceHash: r.source_hash,
  part: r.part,
  field: r.field,
  entity: r.entity,
  pointer: r.pointer,
  sourceText: r.source_text,
  restatedText: r.restated_text,
  editedText: r.edited_text,
  text: r.edited_text ?? r.restated_text,
  status: r.status,
  reviewedBy: r.reviewed_by,
  reviewedAt: r.reviewed_at,
  createdAt: r.created_at,
  createdBy: r.created_by,
});

// Grouped as the harness reads: skills, then tools, each entity's texts together.
const ORDER = 'ORDER BY part, entity, pointer, endpoint';

/** The harness's restatements by one endpoint (the cache a proposal reads first). */
export async function restatementsBy(
  db: Db,
  harnessId: string,
  endpoint: string,
): Promise<Restatement[]> {
  const rows = await db.query<Row>(
    `SELECT * FROM restatements WHERE harness_id = ? AND endpoint = ? ${ORDER}`,
    [harnessId, endpoint],
  );
  return rows.map(toRestatement);
}

/**
 * Stores what the model wrote for one text, as `proposed`. A restatement of the same text by
 * the same endpoint stored meanwhile (a concurrent proposal) is kept: the first one wins.
 */
export async function saveProposal(
  db: Db,
  input: {
    id: string;
    harnessId: string;
    endpoint: string;
    source: RestatableText;
    restated: string;
    actor: string;
  },
): Promise<void> {
  const { source } = input;
  await db.run(
    `INSERT INTO restatements
       (id, harness_id, endpoint, source_hash, part, field, entity, pointer, source_text,
        restated_text, status, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'proposed', ?, ?)
     ON CONFLICT (harness_id, endpoint, source_hash) DO NOTHING`,
    [
      input.id,
      input.harnessId,
      input.endpoint,
      source.hash,
      source.part,
      source.field,
      source.entity,
      source.pointer,
      source.text,
      input.restated,
      nowIso(),
      input.actor,
    ],
  );
}

export async function listRestatements(
  db: Db,
  harnessId: string,
  filter: { status?: RestatementStatus | undefined } = {},
): Promise<Restatement[]> {
  const rows = filter.status
    ? await db.query<Row>(
        `SELECT * FROM restatements WHERE harness_id = ? AND status = ? ${ORDER}`,
        [harnessId, filter.status],
      )
    : await db.query<Row>(`SELECT * FROM restatements WHERE harness_id = ? ${ORDER}`, [harnessId]);
  return rows.map(toRestatement);
}

export async function getRestatement(db: Db, harnessId: string, id: string): Promise<Restatement> {
  const [row] = await db.query<Row>('SELECT * FROM restatements WHERE harness_id = ? AND id = ?', [
    harnessId,
    id,
  ]);
  if (!row) throw new NotFound(`The harness "${harnessId}" has no restatement "${id}".`);
  return toRestatement(row);
}

/**
 * Records a review: the status, who and when, and the reviewer's wording (`text`; left out,
 * an earlier edit is kept).
 */
export async function reviewRestatement(
  db: Db,
  harnessId: string,
  id: string,
  review: { status: RestatementStatus; text?: string | undefined },
  actor: string,
): Promise<Restatement> {
  const { changes } = await db.run(
    `UPDATE restatements SET status = ?, edited_text = COALESCE(?, edited_text),
       reviewed_by = ?, reviewed_at = ?
     WHERE harness_id = ? AND id = ?`,
    [review.status, review.text ?? null, actor, nowIso(), harnessId, id],
  );
  if (changes === 0) throw new NotFound(`The harness "${harnessId}" has no restatement "${id}".`);
  return getRestatement(db, harnessId, id);
}

/**
 * What a run applies: every approved restatement of the harness, by source-text hash. When
 * several endpoints' restatements of one text are approved, the latest approved one is used.
 */
export async function approvedRestatements(db: Db, harnessId: string): Promise<RestatementMap> {
  const rows = await db.query<Row>(
    `SELECT * FROM restatements WHERE harness_id = ? AND status = 'approved'
     ORDER BY reviewed_at, id`,
    [harnessId],
  );
  const map: RestatementMap = {};
  for (const r of rows)
    map[r.source_hash] = { text: r.edited_text ?? r.restated_text, endpoint: r.endpoint };
  return map;
}
