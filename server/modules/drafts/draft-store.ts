import {
  canonicalJson,
  isCollectionKind,
  joinEntities,
  validateHarness,
  type EntityKind,
} from '../../../src/harness';
import type { Draft } from '../../../src/harness/records';
import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { checkKind, parseEntityValue } from '../../db/entity-values';
import { Conflict, NotFound, invalidField } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import {
  COLUMNS,
  PK,
  currentCopy,
  readDraftEntities,
  readRow,
  toEntity,
  writableHarness,
  type DraftEntity,
  type EntityRow,
} from './draft-rows-store';

export { readDraftEntities, insertDraftEntities, type DraftEntity } from './draft-rows-store';

export type { Draft };

export interface WriteOptions {
  /** The revision the caller edited; null to create (the entity must not exist). */
  expectedRevision: number | null;
  actor: string;
}

export async function getDraft(db: Db, harnessId: string): Promise<Draft> {
  const entities = await readDraftEntities(db, harnessId);
  // Every harness has its meta, prompt and preferences: none means no such harness.
  if (entities.length === 0) throw new NotFound(`There is no harness "${harnessId}".`);
  const document = joinEntities(entities);
  return { harnessId, entities, document, diagnostics: validateHarness(document).diagnostics };
}

export async function getEntity(
  db: Db,
  harnessId: string,
  kind: string,
  key: string,
): Promise<DraftEntity> {
  const row = await readRow(db, harnessId, checkKind(kind), key);
  if (!row || row.deleted) throw new NotFound(`The draft has no ${kind} "${key}".`);
  return toEntity(row);
}

const conflict = (message: string, current: DraftEntity | null) => new Conflict(message, current);
const NEXT_POSITION =
  '(SELECT COALESCE(MAX(position), -1) + 1 FROM draft_entities WHERE harness_id = ? AND kind = ? AND deleted = 0)';

/**
 * Creates or updates one draft entity. The write is a compare-and-set on the revision in
 * one statement: a stale `expectedRevision` gets `Conflict` with the current copy.
 */
export async function putEntity(
  db: Db,
  harnessId: string,
  kind: string,
  key: string,
  value: unknown,
  options: WriteOptions,
): Promise<DraftEntity> {
  const k = checkKind(kind);
  checkRevision(options.expectedRevision);
  return db.transaction(async (tx) => {
    // A create reads the next position (MAX + 1): without the lock two creates get the same.
    const harness = await writableHarness(tx, harnessId, options.expectedRevision === null);
    const parsed = parseEntityValue(k, key, value);
    const shopId = k === 'preferences' ? (parsed as { shopId: string }).shopId : null;
    if (shopId !== null && shopId !== harness.shop_id) {
      // The harness belongs to one shop; merchants are scoped by it.
      throw invalidField(
        '/shopId',
        'preferences.shop_mismatch',
        `This harness belongs to the shop "${harness.shop_id}".`,
      );
    }
    const row = await readRow(tx, harnessId, k, key);
    const before = row && !row.deleted ? toEntity(row) : null;
    const body = canonicalJson(parsed);
    const at = nowIso();
    let written: EntityRow | undefined;
    if (options.expectedRevision === null) {
      if (before) throw conflict(`The ${k} "${key}" already exists.`, before);
      written = row
        ? await one(
            tx,
            `UPDATE draft_entities SET value = ?, deleted = 0, revision = revision + 1,
            position = ${NEXT_POSITION}, updated_at = ?, updated_by = ?
            WHERE ${PK} AND deleted = 1 AND revision = ? RETURNING ${COLUMNS}`,
            [body, harnessId, k, at, options.actor, harnessId, k, key, row.revision],
          )
        : await one(
            tx,
            `INSERT INTO draft_entities (harness_id, ${COLUMNS})
            SELECT ?, ?, ?, ?, COALESCE(MAX(position), -1) + 1, 1, 0, ?, ?
            FROM draft_entities WHERE harness_id = ? AND kind = ? AND deleted = 0
            ON CONFLICT (harness_id, kind, entity_key) DO NOTHING RETURNING ${COLUMNS}`,
            [harnessId, k, key, body, at, options.actor, harnessId, k],
          );
    } else {
      if (!before) throw conflict(`The ${k} "${key}" no longer exists.`, null);
      if (before.revision !== options.expectedRevision) throw staleConflict(k, key, before);
      if (canonicalJson(before.value) === body) return before; // nothing changed
      written = await one(
        tx,
        `UPDATE draft_entities SET value = ?, revision = revision + 1,
          updated_at = ?, updated_by = ? WHERE ${PK} AND revision = ? AND deleted = 0
          RETURNING ${COLUMNS}`,
        [body, at, options.actor, harnessId, k, key, options.expectedRevision],
      );
    }
    if (!written) throw staleConflict(k, key, await currentCopy(tx, harnessId, k, key));
    const after = toEntity(written);
    await appendAudit(tx, {
      actor: options.actor,
      harnessId,
      action: before ? 'entity.update' : 'entity.create',
      entity: `${k}/${key}`,
      before: before?.value ?? null,
      after: after.value,
    });
    return after;
  });
}

/** Deletes a collection entity (skill, tool, hook, promotion) at the expected revision. */
export async function deleteEntity(
  db: Db,
  harnessId: string,
  kind: string,
  key: string,
  options: { expectedRevision: number; actor: string },
): Promise<void> {
  const k = checkKind(kind);
  checkRevision(options.expectedRevision);
  if (!isCollectionKind(k)) {
    throw invalidField('', 'entity.required', `A harness always has its ${k}; edit it instead.`);
  }
  await db.transaction(async (tx) => {
    await writableHarness(tx, harnessId);
    const before = await currentCopy(tx, harnessId, k, key);
    if (!before) throw new NotFound(`The draft has no ${k} "${key}".`);
    // The row stays as a tombstone so this key's revisions keep counting up.
    const { changes } = await tx.run(
      `UPDATE draft_entities SET deleted = 1, revision = revision + 1, updated_at = ?, updated_by = ?
       WHERE ${PK} AND revision = ? AND deleted = 0`,
      [nowIso(), options.actor, harnessId, k, key, options.expectedRevision],
    );
    if (changes === 0) throw staleConflict(k, key, await currentCopy(tx, harnessId, k, key));
    await appendAudit(tx, {
      actor: options.actor,
      harnessId,
      action: 'entity.delete',
      entity: `${k}/${key}`,
      before: before.value,
      after: null,
    });
  });
}

/**
 * Moves a collection entity to `position` (0-based, clamped) among its kind; the others
 * shift. Order is not content: revisions stay, so moving never conflicts with an edit.
 * Returns the kind's entities in their new order.
 */
export async function moveEntity(
  db: Db,
  harnessId: string,
  kind: string,
  key: string,
  position: number,
  options: { actor: string },
): Promise<DraftEntity[]> {
  const k = checkKind(kind);
  if (!isCollectionKind(k)) throw invalidField('', 'entity.single', `There is only one ${k}.`);
  if (!Number.isInteger(position) || position < 0) {
    throw invalidField('/position', 'entity.position', 'Use a position of 0 or more.');
  }
  return db.transaction(async (tx) => {
    await writableHarness(tx, harnessId, true);
    const list = (await readDraftEntities(tx, harnessId)).filter((e) => e.kind === k);
    const from = list.findIndex((e) => e.key === key);
    if (from < 0) throw new NotFound(`The draft has no ${k} "${key}".`);
    const [moved] = list.splice(from, 1);
    const to = Math.min(position, list.length);
    list.splice(to, 0, moved!);
    for (const [i, e] of list.entries()) {
      if (e.position === i) continue;
      await tx.run(`UPDATE draft_entities SET position = ? WHERE ${PK}`, [i, harnessId, k, e.key]);
      e.position = i;
    }
    if (from !== to) {
      await appendAudit(tx, {
        actor: options.actor,
        harnessId,
        action: 'entity.move',
        entity: `${k}/${key}`,
        before: { position: from },
        after: { position: to },
      });
    }
    return list;
  });
}

function checkRevision(revision: number | null): void {
  if (revision !== null && (!Number.isSafeInteger(revision) || revision < 1)) {
    throw invalidField('', 'entity.revision', 'A revision is a whole number from 1.');
  }
}

function staleConflict(kind: EntityKind, key: string, current: DraftEntity | null): Conflict {
  return conflict(
    current
      ? `The ${kind} "${key}" was changed by someone else (now at revision ${current.revision}).`
      : `The ${kind} "${key}" no longer exists.`,
    current,
  );
}

async function one(tx: Db, sql: string, params: Array<string | number>) {
  const [row] = await tx.query<EntityRow>(sql, params);
  return row;
}

/**
 * A cheap token of the draft's state, for caches of what is derived from it. Every write
 * bumps its row's revision and updated_at (a delete leaves a tombstone row) and a move
 * changes positions, so this changes whenever the draft does; reading it costs a fraction
 * of loading and checking the draft.
 */
export async function draftFingerprint(db: Db, harnessId: string): Promise<string> {
  const rows = await db.query<Record<string, string | number>>(
    `SELECT kind, entity_key, revision, position, deleted, updated_at FROM draft_entities
     WHERE harness_id = ? ORDER BY kind, entity_key`,
    [harnessId],
  );
  return rows.map((r) => Object.values(r).join('|')).join('\n');
}
