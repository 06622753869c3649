// Row mapping and reads shared by the draft, harness and version stores.
import {
  ENTITY_KINDS,
  canonicalJson,
  type EntityKind,
  type HarnessEntity,
} from '../../../src/harness';
import type { DraftEntity } from '../../../src/harness/records';
import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { Conflict, NotFound } from '../../db/store-errors';

export type { DraftEntity };

export interface EntityRow {
  kind: string;
  entity_key: string;
  value: string;
  position: number;
  revision: number;
  deleted: number;
  updated_at: string;
  updated_by: string;
}

export const COLUMNS =
  'kind, entity_key, value, position, revision, deleted, updated_at, updated_by';
export const PK = 'harness_id = ? AND kind = ? AND entity_key = ?';
const KIND_ORDER = new Map<string, number>(ENTITY_KINDS.map((k, i) => [k, i]));

export function toEntity(row: EntityRow): DraftEntity {
  return {
    kind: row.kind as EntityKind,
    key: row.entity_key,
    value: JSON.parse(row.value) as unknown,
    position: Number(row.position),
    revision: Number(row.revision),
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

/** Document order: by kind, then position. */
function sortEntities(list: DraftEntity[]): DraftEntity[] {
  return list.sort(
    (a, b) =>
      KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! ||
      a.position - b.position ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
}

/** The whole live draft in ONE statement, so it is one consistent snapshot. */
export async function readDraftEntities(db: Db, harnessId: string): Promise<DraftEntity[]> {
  const rows = await db.query<EntityRow>(
    `SELECT ${COLUMNS} FROM draft_entities WHERE harness_id = ? AND deleted = 0`,
    [harnessId],
  );
  return sortEntities(rows.map(toEntity));
}

export async function readRow(db: Db, harnessId: string, kind: EntityKind, key: string) {
  const [row] = await db.query<EntityRow>(`SELECT ${COLUMNS} FROM draft_entities WHERE ${PK}`, [
    harnessId,
    kind,
    key,
  ]);
  return row;
}

export async function currentCopy(db: Db, harnessId: string, kind: EntityKind, key: string) {
  const row = await readRow(db, harnessId, kind, key);
  return row && !row.deleted ? toEntity(row) : null;
}

/**
 * The harness a write goes to: it must exist and not be archived. With `lock`, PostgreSQL
 * holds the harness row until commit, so writes that number entities (create, move) of one
 * harness run one at a time; on SQLite the single writer already serialises them.
 */
export async function writableHarness(db: Db, harnessId: string, lock = false) {
  const forUpdate = lock && db.dialect === 'postgres' ? ' FOR UPDATE' : '';
  const [h] = await db.query<{ id: string; shop_id: string; archived: number }>(
    `SELECT id, shop_id, archived FROM harnesses WHERE id = ?${forUpdate}`,
    [harnessId],
  );
  if (!h) throw new NotFound(`There is no harness "${harnessId}".`);
  if (Number(h.archived)) throw new Conflict(`The harness "${harnessId}" is archived.`, null);
  return h;
}

/** Writes the entities of a new harness (revision 1), positions in document order. */
export async function insertDraftEntities(
  tx: Db,
  harnessId: string,
  entities: readonly HarnessEntity[],
  actor: string,
): Promise<void> {
  const at = nowIso();
  const positions = new Map<string, number>();
  for (const e of entities) {
    const position = positions.get(e.kind) ?? 0;
    positions.set(e.kind, position + 1);
    await tx.run(
      `INSERT INTO draft_entities (harness_id, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, 1, 0, ?, ?)`,
      [harnessId, e.kind, e.key, canonicalJson(e.value), position, at, actor],
    );
  }
}
