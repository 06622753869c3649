import { randomBytes } from 'node:crypto';
import { contentHash, hasErrors, splitEntities, validateHarness } from '../../../src/harness';
import type { Db, SqlParam } from '../../db/db';
import { nowIso } from '../../db/clock';
import { checkLimit, decodeCursor, toPage, type Page, type PageRequest } from '../../db/paging';
import { Conflict, Invalid, NotFound, invalidField } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { insertDraftEntities } from '../drafts/draft-store';
import { insertOwnShop } from '../shops/shop-store';
import { campaignScopeProblems, unknownShopsMessage } from '../shops/campaign-scope';
import { HARNESS_ID_PATTERN, type Harness } from '../../../src/harness/records';

/** Every harness has these labels from the start, pointing at no version. */
export const DEFAULT_LABELS = ['production', 'staging'] as const;

export type { Harness };

export interface CreateHarnessInput {
  /** A slug; generated from the name when absent. */
  id?: string;
  /** Defaults to the document's name. */
  name?: string;
  document: unknown;
  actor: string;
}

export interface HarnessFilter extends PageRequest {
  shopId?: string;
  /** false (default): active ones; true: archived ones; 'any': both. */
  archived?: boolean | 'any';
}

interface HarnessRow {
  id: string;
  name: string;
  shop_id: string;
  archived: number;
  archived_at: string | null;
  created_at: string;
  created_by: string;
  version_count: number;
}

function toHarness(row: HarnessRow): Harness {
  const count = Number(row.version_count);
  return {
    id: row.id,
    name: row.name,
    shopId: row.shop_id,
    archived: Number(row.archived) === 1,
    archivedAt: row.archived_at,
    createdAt: row.created_at,
    createdBy: row.created_by,
    latestVersion: count > 0 ? count : null,
  };
}

/**
 * Creates a harness from a valid document: its draft entities, its labels and an audit
 * record, in one transaction. An invalid document is refused with its diagnostics.
 */
export async function createHarness(db: Db, input: CreateHarnessInput): Promise<Harness> {
  if (input.id !== undefined && !HARNESS_ID_PATTERN.test(input.id)) {
    throw invalidField(
      '/id',
      'harness.id',
      'A harness id is 3-64 lowercase letters, digits or hyphens.',
    );
  }
  const { document, diagnostics } = validateHarness(input.document);
  if (!document || hasErrors(diagnostics)) {
    throw new Invalid('The harness document has errors.', diagnostics);
  }
  const name = (input.name ?? document.name).trim();
  if (name.length < 1 || name.length > 200) {
    throw invalidField('/name', 'harness.name', 'Give the harness a name of 1-200 characters.');
  }
  for (let attempt = 0; ; attempt++) {
    const id = input.id ?? generateId(name);
    try {
      return await db.transaction(async (tx) => {
        const at = nowIso();
        const [row] = await tx.query<HarnessRow>(
          `INSERT INTO harnesses (id, name, shop_id, archived, created_at, created_by, version_count)
           VALUES (?, ?, ?, 0, ?, ?, 0) ON CONFLICT (id) DO NOTHING RETURNING *`,
          [id, name, document.preferences.shopId, at, input.actor],
        );
        if (!row)
          throw new Conflict(`A harness "${id}" already exists.`, await findHarness(tx, id));
        await insertDraftEntities(tx, id, splitEntities(document), input.actor);
        // Every harness is a base with at least its own shop.
        await insertOwnShop(tx, id, document.preferences, input.actor);
        // Campaigns may name only shops the new base has: its own (one rule with the draft's).
        const unknown = await campaignScopeProblems(
          tx,
          id,
          document.promotions.map((value, i) => ({ pointer: `/promotions/${i}`, value })),
        );
        if (unknown.length > 0) throw new Invalid(unknownShopsMessage, unknown);
        for (const label of DEFAULT_LABELS) {
          await tx.run(
            'INSERT INTO labels (harness_id, name, updated_at, updated_by) VALUES (?, ?, ?, ?)',
            [id, label, at, input.actor],
          );
        }
        await appendAudit(tx, {
          actor: input.actor,
          harnessId: id,
          action: 'harness.create',
          after: { id, name, shopId: row.shop_id, contentHash: contentHash(document) },
        });
        return toHarness(row);
      });
    } catch (err) {
      // A generated id that happens to exist: draw another.
      if (!(err instanceof Conflict) || input.id !== undefined || attempt >= 3) throw err;
    }
  }
}

function generateId(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  const suffix = randomBytes(4).toString('hex');
  return `${slug.length >= 1 ? slug : 'harness'}-${suffix}`;
}

export async function findHarness(db: Db, id: string): Promise<Harness | null> {
  const [row] = await db.query<HarnessRow>('SELECT * FROM harnesses WHERE id = ?', [id]);
  return row ? toHarness(row) : null;
}

export async function getHarness(db: Db, id: string): Promise<Harness> {
  const harness = await findHarness(db, id);
  if (!harness) throw new NotFound(`There is no harness "${id}".`);
  return harness;
}

/** Newest first, in pages. */
export async function listHarnesses(db: Db, filter: HarnessFilter = {}): Promise<Page<Harness>> {
  const limit = checkLimit(filter.limit);
  const after = decodeCursor<[string, string]>(filter.cursor, ['string', 'string']);
  const where: string[] = [];
  const params: SqlParam[] = [];
  const archived = filter.archived ?? false;
  if (archived !== 'any') {
    where.push('archived = ?');
    params.push(archived ? 1 : 0);
  }
  if (filter.shopId !== undefined) {
    // The shop's own harnesses and the bases it is a shop of.
    where.push(
      '(shop_id = ? OR EXISTS (SELECT 1 FROM shops s WHERE s.harness_id = harnesses.id AND s.shop_id = ?))',
    );
    params.push(filter.shopId, filter.shopId);
  }
  if (after) {
    where.push('(created_at < ? OR (created_at = ? AND id < ?))');
    params.push(after[0], after[0], after[1]);
  }
  params.push(limit + 1);
  const rows = await db.query<HarnessRow>(
    `SELECT * FROM harnesses ${where.length ? 'WHERE ' + where.join(' AND ') : ''}
     ORDER BY created_at DESC, id DESC LIMIT ?`,
    params,
  );
  return toPage(rows, limit, toHarness, (r) => [r.created_at, r.id]);
}

/** Archives (true) or un-archives a harness, audited; a no-op when it is so already. */
async function setArchived(db: Db, id: string, archived: boolean, actor: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<HarnessRow>(
      archived
        ? 'UPDATE harnesses SET archived = 1, archived_at = ? WHERE id = ? AND archived = 0 RETURNING *'
        : 'UPDATE harnesses SET archived = 0, archived_at = ? WHERE id = ? AND archived = 1 RETURNING *',
      [archived ? nowIso() : null, id],
    );
    if (!row) return getHarness(tx, id);
    await appendAudit(tx, {
      actor,
      harnessId: id,
      action: archived ? 'harness.archive' : 'harness.unarchive',
      before: { archived: !archived },
      after: { archived },
    });
    return toHarness(row);
  });
}

/** Soft delete: the harness and its history stay, read-only. Archiving twice is a no-op. */
export async function archiveHarness(
  db: Db,
  id: string,
  options: { actor: string },
): Promise<Harness> {
  return setArchived(db, id, true, options.actor);
}

/**
 * Undoes archiveHarness: the harness takes writes and label moves again. Its history was
 * never touched, so nothing else changes. Un-archiving an active harness is a no-op.
 */
export async function unarchiveHarness(
  db: Db,
  id: string,
  options: { actor: string },
): Promise<Harness> {
  return setArchived(db, id, false, options.actor);
}
