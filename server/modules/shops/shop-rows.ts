// Row mapping and small reads shared by the shop and overlay stores.
import type { Db } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import type { ShopRecord } from '../../../src/harness/overlay';

export interface ShopRow {
  harness_id: string;
  shop_id: string;
  name: string;
  name_lower: string;
  tags: string;
  overlay_version: number | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
}

export function toShopRecord(row: ShopRow): ShopRecord {
  return {
    harnessId: row.harness_id,
    shopId: row.shop_id,
    name: row.name,
    tags: JSON.parse(row.tags) as string[],
    overlayVersion: row.overlay_version === null ? null : Number(row.overlay_version),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const noSuchShop = (harnessId: string, shopId: string) =>
  new NotFound(`The harness "${harnessId}" has no shop "${shopId}".`);

/**
 * One shop's row. With `lock`, PostgreSQL holds it until commit, so saves of one shop's
 * overlay run one at a time; on SQLite the single writer already serialises them.
 */
export async function readShopRow(
  db: Db,
  harnessId: string,
  shopId: string,
  lock = false,
): Promise<ShopRow> {
  const forUpdate = lock && db.dialect === 'postgres' ? ' FOR UPDATE' : '';
  const [row] = await db.query<ShopRow>(
    `SELECT * FROM shops WHERE harness_id = ? AND shop_id = ?${forUpdate}`,
    [harnessId, shopId],
  );
  if (!row) throw noSuchShop(harnessId, shopId);
  return row;
}

/** Rows of `sql` run once per chunk of `ids`, so a long list never meets a bind limit. */
export async function inChunks<T>(
  ids: readonly string[],
  run: (chunk: string[], marks: string) => Promise<T[]>,
  size = 500,
): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += size) {
    const chunk = ids.slice(i, i + size);
    out.push(...(await run(chunk, chunk.map(() => '?').join(', '))));
  }
  return out;
}
