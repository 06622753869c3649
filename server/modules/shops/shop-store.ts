import type { Db, SqlParam } from '../../db/db';
import { nowIso } from '../../db/clock';
import { checkLimit, decodeCursor, toPage, type Page, type PageRequest } from '../../db/paging';
import { Conflict } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { writableHarness } from '../drafts/draft-rows-store';
import { announceShopChange } from '../events/shop-events';
import type { ShopRecord } from '../../../src/harness/overlay';
import type { Shop, ShopScope } from '../../../src/harness/schema/shop';
import { inChunks, readShopRow, toShopRecord, type ShopRow } from './shop-rows';

export { getOverlayVersion } from './overlay-store';

export interface ShopFilter extends PageRequest {
  /** Part of the shop id or name, any case. */
  q?: string | undefined;
  tag?: string | undefined;
  /** Only this shop (a merchant's list). */
  shopId?: string | undefined;
}

export const COLUMNS =
  'harness_id, shop_id, name, name_lower, tags, overlay_version, created_at, created_by, updated_at, updated_by';

/** `%text%` for LIKE, with its wildcards taken literally (escaped with `!`). */
const contains = (text: string) => `%${text.replace(/[!%_]/g, (ch) => `!${ch}`)}%`;

/**
 * A page of a harness's shops by shop id (keyset: the cursor is the last id). `q` matches a
 * part of the id or the lower-cased name; `tag` goes through the shop_tags index.
 */
export async function listShops(
  db: Db,
  harnessId: string,
  filter: ShopFilter = {},
): Promise<Page<ShopRecord>> {
  const limit = checkLimit(filter.limit);
  const after = decodeCursor<[string]>(filter.cursor, ['string']);
  const where = ['harness_id = ?'];
  const params: SqlParam[] = [harnessId];
  if (filter.shopId !== undefined) {
    where.push('shop_id = ?');
    params.push(filter.shopId);
  }
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    where.push("(shop_id LIKE ? ESCAPE '!' OR name_lower LIKE ? ESCAPE '!')");
    params.push(contains(q), contains(q));
  }
  if (filter.tag !== undefined) {
    where.push('shop_id IN (SELECT shop_id FROM shop_tags WHERE harness_id = ? AND tag = ?)');
    params.push(harnessId, filter.tag);
  }
  if (after) {
    where.push('shop_id > ?');
    params.push(after[0]);
  }
  params.push(limit + 1);
  const rows = await db.query<ShopRow>(
    `SELECT ${COLUMNS} FROM shops WHERE ${where.join(' AND ')} ORDER BY shop_id LIMIT ?`,
    params,
  );
  return toPage(rows, limit, toShopRecord, (r) => [r.shop_id]);
}

/** The shop, or NotFound. */
export async function getShop(db: Db, harnessId: string, shopId: string): Promise<ShopRecord> {
  return toShopRecord(await readShopRow(db, harnessId, shopId));
}

export async function hasShop(db: Db, harnessId: string, shopId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 AS x FROM shops WHERE harness_id = ? AND shop_id = ?', [
    harnessId,
    shopId,
  ]);
  return rows.length > 0;
}

export async function insertShopRows(
  tx: Db,
  harnessId: string,
  shops: readonly Shop[],
  actor: string,
): Promise<ShopRow[]> {
  const at = nowIso();
  const rows: ShopRow[] = [];
  // 100 rows (900 values) a statement: far below either database's bind limit.
  for (let i = 0; i < shops.length; i += 100) {
    const list = shops.slice(i, i + 100);
    const values = list.map(() => '(?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)').join(', ');
    const params = list.flatMap((s) => [
      harnessId,
      s.shopId,
      s.name,
      s.name.toLowerCase(),
      JSON.stringify(s.tags),
      at,
      actor,
      at,
      actor,
    ]);
    rows.push(
      ...(await tx.query<ShopRow>(
        `INSERT INTO shops (${COLUMNS}) VALUES ${values}
         ON CONFLICT (harness_id, shop_id) DO NOTHING RETURNING ${COLUMNS}`,
        params,
      )),
    );
  }
  const added = new Set(rows.map((r) => r.shop_id));
  await writeTags(
    tx,
    harnessId,
    shops.filter((s) => added.has(s.shopId)),
  );
  return rows;
}

export async function writeTags(tx: Db, harnessId: string, shops: readonly Shop[]): Promise<void> {
  const pairs = shops.flatMap((s) => s.tags.map((tag) => [tag, s.shopId] as const));
  for (let i = 0; i < pairs.length; i += 300) {
    const chunk = pairs.slice(i, i + 300);
    await tx.run(
      `INSERT INTO shop_tags (harness_id, tag, shop_id) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}
       ON CONFLICT DO NOTHING`,
      chunk.flatMap(([tag, shopId]) => [harnessId, tag, shopId]),
    );
  }
}

/** Adds a shop to a base harness; one that exists already is a Conflict carrying it. */
export async function createShop(
  db: Db,
  harnessId: string,
  shop: Shop,
  actor: string,
): Promise<ShopRecord> {
  return db.transaction(async (tx) => {
    await writableHarness(tx, harnessId);
    const [row] = await tx.query<ShopRow>(
      'SELECT * FROM shops WHERE harness_id = ? AND shop_id = ?',
      [harnessId, shop.shopId],
    );
    if (row) throw new Conflict(`The shop "${shop.shopId}" exists already.`, toShopRecord(row));
    const [created] = await insertShopRows(tx, harnessId, [shop], actor);
    if (!created) throw new Conflict(`The shop "${shop.shopId}" exists already.`, null);
    const record = toShopRecord(created);
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'shop.create',
      entity: `shop/${shop.shopId}`,
      after: { name: record.name, tags: record.tags },
    });
    await announce(tx, record, actor);
    return record;
  });
}

/**
 * Many shops at once, in the caller's transaction (seeding, benches, imports): one audit
 * record for the lot. Shops that exist already are left as they are; returns those added.
 */
export async function importShops(
  tx: Db,
  harnessId: string,
  shops: readonly Shop[],
  actor: string,
): Promise<number> {
  const rows = await insertShopRows(tx, harnessId, shops, actor);
  await appendAudit(tx, {
    actor,
    harnessId,
    action: 'shop.import',
    after: { added: rows.length, of: shops.length },
  });
  return rows.length;
}

/** A new harness is a base with its own shop: the one its preferences name. */
export async function insertOwnShop(
  tx: Db,
  harnessId: string,
  preferences: { shopId: string; shopName: string },
  actor: string,
): Promise<void> {
  await insertShopRows(
    tx,
    harnessId,
    [{ shopId: preferences.shopId, name: preferences.shopName, tags: [] }],
    actor,
  );
}

/** Renames or re-tags a shop (ops); an empty change writes nothing. */
export async function updateShop(
  db: Db,
  harnessId: string,
  shopId: string,
  change: { name?: string | undefined; tags?: string[] | undefined },
  actor: string,
): Promise<ShopRecord> {
  return db.transaction(async (tx) => {
    await writableHarness(tx, harnessId);
    const before = toShopRecord(await readShopRow(tx, harnessId, shopId, true));
    const name = change.name ?? before.name;
    const tags = change.tags ? [...new Set(change.tags)] : before.tags;
    if (name === before.name && JSON.stringify(tags) === JSON.stringify(before.tags)) return before;
    const [row] = await tx.query<ShopRow>(
      `UPDATE shops SET name = ?, name_lower = ?, tags = ?, updated_at = ?, updated_by = ?
       WHERE harness_id = ? AND shop_id = ? RETURNING ${COLUMNS}`,
      [name, name.toLowerCase(), JSON.stringify(tags), nowIso(), actor, harnessId, shopId],
    );
    await tx.run('DELETE FROM shop_tags WHERE harness_id = ? AND shop_id = ?', [harnessId, shopId]);
    await writeTags(tx, harnessId, [{ shopId, name, tags }]);
    const after = toShopRecord(row!);
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'shop.update',
      entity: `shop/${shopId}`,
      before: { name: before.name, tags: before.tags },
      after: { name: after.name, tags: after.tags },
    });
    await announce(tx, after, actor);
    return after;
  });
}

// Delivery caches the merged host per shop: its name and tags are part of it.
export const announce = (tx: Db, shop: ShopRecord, actor: string) =>
  announceShopChange(tx, {
    harnessId: shop.harnessId,
    shopId: shop.shopId,
    change: 'shop',
    overlayVersion: shop.overlayVersion,
    at: shop.updatedAt,
    actor,
  });

/** How many of the harness's shops a campaign scope reaches, of how many. */
export async function countReach(
  db: Db,
  harnessId: string,
  scope: ShopScope,
): Promise<{ shops: number; of: number }> {
  const count = async (sql: string, params: SqlParam[]) => {
    const [row] = await db.query<{ n: number | string }>(sql, params);
    return Number(row?.n ?? 0);
  };
  const of = await count('SELECT COUNT(*) AS n FROM shops WHERE harness_id = ?', [harnessId]);
  if (scope.kind === 'all') return { shops: of, of };
  if (scope.kind === 'tag') {
    const shops = await count(
      'SELECT COUNT(*) AS n FROM shop_tags WHERE harness_id = ? AND tag = ?',
      [harnessId, scope.tag],
    );
    return { shops, of };
  }
  return { shops: (await existingShops(db, harnessId, scope.shops)).size, of };
}

/** Which of `ids` are shops of the harness. */
export async function existingShops(
  db: Db,
  harnessId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const rows = await inChunks([...new Set(ids)], (chunk, marks) =>
    db.query<{ shop_id: string }>(
      `SELECT shop_id FROM shops WHERE harness_id = ? AND shop_id IN (${marks})`,
      [harnessId, ...chunk],
    ),
  );
  return new Set(rows.map((r) => r.shop_id));
}
