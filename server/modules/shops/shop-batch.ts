import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { Conflict } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { writableHarness } from '../drafts/draft-rows-store';
import {
  shopBatchChange,
  type ShopBatchResult,
  type ShopRecord,
} from '../../../src/harness/overlay';
import type { Shop } from '../../../src/harness/schema/shop';
import { inChunks, toShopRecord, type ShopRow } from './shop-rows';
import { COLUMNS, announce, insertShopRows, writeTags } from './shop-store';

/**
 * Creates or updates checked shops in one transaction: all of them or, on any failure,
 * none. One `shop.import` audit record for the lot; each renamed or re-tagged shop is
 * announced, so delivery drops its cached host.
 */
export async function applyShopBatch(
  db: Db,
  harnessId: string,
  shops: readonly Shop[],
  actor: string,
  dryRun = false,
): Promise<ShopBatchResult> {
  return db.transaction(async (tx) => {
    await writableHarness(tx, harnessId);
    // Locked on PostgreSQL, so a concurrent rename is not overwritten with a stale "unchanged".
    const forUpdate = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const rows = await inChunks(
      shops.map((s) => s.shopId),
      (chunk, marks) =>
        tx.query<ShopRow>(
          `SELECT ${COLUMNS} FROM shops WHERE harness_id = ? AND shop_id IN (${marks})${forUpdate}`,
          [harnessId, ...chunk],
        ),
    );
    const stored = new Map(rows.map((r) => [r.shop_id, toShopRecord(r)]));
    const changes = shops.map((shop) => shopBatchChange(shop, stored.get(shop.shopId)));
    const fresh = shops.filter((_, i) => changes[i] === 'new');
    const changed = shops.filter((_, i) => changes[i] === 'updated');
    const counts = {
      created: fresh.length,
      updated: changed.length,
      unchanged: shops.length - fresh.length - changed.length,
    };
    if (dryRun) return { ...counts, changes, dryRun };
    const created = await insertShopRows(tx, harnessId, fresh, actor);
    // A shop added meanwhile by another request: nothing of the batch stays; sending it again
    // updates that shop instead.
    if (created.length !== fresh.length) {
      throw new Conflict('A shop of the batch was added meanwhile; send the batch again.', null);
    }
    const updated = await updateRows(tx, harnessId, changed, actor);
    for (const shop of updated) await announce(tx, shop, actor);
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'shop.import',
      after: { ...counts, of: shops.length },
    });
    return { ...counts, changes, dryRun };
  });
}

async function updateRows(
  tx: Db,
  harnessId: string,
  shops: readonly Shop[],
  actor: string,
): Promise<ShopRecord[]> {
  const at = nowIso();
  const out: ShopRecord[] = [];
  for (const s of shops) {
    const [row] = await tx.query<ShopRow>(
      `UPDATE shops SET name = ?, name_lower = ?, tags = ?, updated_at = ?, updated_by = ?
       WHERE harness_id = ? AND shop_id = ? RETURNING ${COLUMNS}`,
      [s.name, s.name.toLowerCase(), JSON.stringify(s.tags), at, actor, harnessId, s.shopId],
    );
    out.push(toShopRecord(row!));
  }
  await inChunks(
    shops.map((s) => s.shopId),
    (chunk, marks) =>
      tx
        .run(`DELETE FROM shop_tags WHERE harness_id = ? AND shop_id IN (${marks})`, [
          harnessId,
          ...chunk,
        ])
        .then(() => []),
  );
  await writeTags(tx, harnessId, shops);
  return out;
}
