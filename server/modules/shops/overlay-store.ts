import { canonicalJson, contentHash } from '../../../src/harness';
import {
  emptyOverlay,
  shopOverlaySchema,
  type OverlayVersion,
  type ShopOverlay,
  type ShopRecord,
} from '../../../src/harness/overlay';
import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { checkLimit, decodeCursor, toPage, type Page, type PageRequest } from '../../db/paging';
import { Conflict, NotFound } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { writableHarness } from '../drafts/draft-rows-store';
import { announceShopChange } from '../events/shop-events';
import { readShopRow, toShopRecord } from './shop-rows';

interface OverlayRow {
  harness_id: string;
  shop_id: string;
  number: number;
  overlay: string;
  hash: string;
  message: string;
  created_at: string;
  created_by: string;
}

const toOverlayVersion = (r: OverlayRow): OverlayVersion => ({
  harnessId: r.harness_id,
  shopId: r.shop_id,
  number: Number(r.number),
  // Stored as parsed (defaults filled in), so equal content always hashes equal.
  overlay: JSON.parse(r.overlay) as ShopOverlay,
  hash: r.hash,
  message: r.message,
  createdAt: r.created_at,
  createdBy: r.created_by,
});

/** One immutable overlay version, or NotFound. */
export async function getOverlayVersion(
  db: Db,
  harnessId: string,
  shopId: string,
  number: number,
): Promise<OverlayVersion> {
  const [row] = await db.query<OverlayRow>(
    'SELECT * FROM overlay_versions WHERE harness_id = ? AND shop_id = ? AND number = ?',
    [harnessId, shopId, number],
  );
  if (!row) throw new NotFound(`The shop "${shopId}" has no overlay version ${number}.`);
  return toOverlayVersion(row);
}

/** A shop's overlay versions, newest first (keyset by number). */
export async function listOverlayVersions(
  db: Db,
  harnessId: string,
  shopId: string,
  page: PageRequest = {},
): Promise<Page<OverlayVersion>> {
  const limit = checkLimit(page.limit);
  const after = decodeCursor<[number]>(page.cursor, ['number']);
  await readShopRow(db, harnessId, shopId);
  const rows = await db.query<OverlayRow>(
    `SELECT * FROM overlay_versions WHERE harness_id = ? AND shop_id = ?
     ${after ? 'AND number < ?' : ''} ORDER BY number DESC LIMIT ?`,
    after ? [harnessId, shopId, after[0], limit + 1] : [harnessId, shopId, limit + 1],
  );
  return toPage(rows, limit, toOverlayVersion, (r) => [Number(r.number)]);
}

/** The shop and the overlay its host runs (the empty overlay before the first save). */
export async function currentOverlay(
  db: Db,
  harnessId: string,
  shopId: string,
): Promise<{ shop: ShopRecord; overlay: ShopOverlay; version: OverlayVersion | null }> {
  const shop = toShopRecord(await readShopRow(db, harnessId, shopId));
  if (shop.overlayVersion === null) return { shop, overlay: emptyOverlay(), version: null };
  const version = await getOverlayVersion(db, harnessId, shopId, shop.overlayVersion);
  return { shop, overlay: version.overlay, version };
}

export interface SaveOverlayOptions {
  /** The overlay version the edit started from; null: the first save (there must be none). */
  expectedVersion: number | null;
  message: string;
  actor: string;
}

/**
 * Saves a new immutable overlay version and points the shop at it, with its audit record,
 * in one transaction. A stale `expectedVersion` is a Conflict carrying the current version;
 * an overlay equal to the current one writes nothing and returns it.
 */
export async function saveOverlay(
  db: Db,
  harnessId: string,
  shopId: string,
  input: ShopOverlay,
  options: SaveOverlayOptions,
): Promise<{ version: OverlayVersion; created: boolean }> {
  const overlay = shopOverlaySchema.parse(input);
  const hash = contentHash(overlay);
  return db.transaction(
    async (tx) => {
      await writableHarness(tx, harnessId);
      const shop = await readShopRow(tx, harnessId, shopId, true);
      const current = await editedVersion(
        tx,
        harnessId,
        shopId,
        shop.overlay_version,
        options.expectedVersion,
      );
      if (current && current.hash === hash) return { version: current, created: false };
      const version = await insertOverlayVersion(tx, harnessId, shopId, overlay, options);
      const { number } = version;
      const at = version.createdAt;
      await tx.run(
        `UPDATE shops SET overlay_version = ?, updated_at = ?, updated_by = ?
         WHERE harness_id = ? AND shop_id = ?`,
        [number, at, options.actor, harnessId, shopId],
      );
      await appendAudit(tx, {
        actor: options.actor,
        harnessId,
        action: 'overlay.update',
        entity: `shop/${shopId}`,
        before: current ? { version: current.number, overlay: current.overlay } : null,
        after: { version: number, overlay },
      });
      await announceShopChange(tx, {
        harnessId,
        shopId,
        change: 'overlay',
        overlayVersion: number,
        at,
        actor: options.actor,
      });
      return { version, created: true };
    },
    { retryOnUniqueViolation: true },
  );
}

/**
 * Writes the next immutable overlay version (numbered after the highest, proposals under
 * review included) without serving it. Call inside the transaction that holds the shop's row.
 */
export async function insertOverlayVersion(
  tx: Db,
  harnessId: string,
  shopId: string,
  overlay: ShopOverlay,
  options: { message: string; actor: string },
): Promise<OverlayVersion> {
  const [top] = await tx.query<{ n: number | null }>(
    'SELECT MAX(number) AS n FROM overlay_versions WHERE harness_id = ? AND shop_id = ?',
    [harnessId, shopId],
  );
  const [row] = await tx.query<OverlayRow>(
    `INSERT INTO overlay_versions
       (harness_id, shop_id, number, overlay, hash, message, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    [
      harnessId,
      shopId,
      Number(top?.n ?? 0) + 1,
      canonicalJson(overlay),
      contentHash(overlay),
      options.message,
      nowIso(),
      options.actor,
    ],
  );
  return toOverlayVersion(row!);
}

/**
 * The overlay version an edit must start from (`number`; null: none yet), or a Conflict
 * carrying it when the edit names another (`expected`): someone saved first.
 */
export async function editedVersion(
  tx: Db,
  harnessId: string,
  shopId: string,
  number: number | null,
  expected: number | null,
): Promise<OverlayVersion | null> {
  const current =
    number === null ? null : await getOverlayVersion(tx, harnessId, shopId, Number(number));
  if ((current?.number ?? null) !== expected) {
    throw new Conflict(
      current
        ? `The overlay of "${shopId}" was saved by someone else (now at version ${current.number}).`
        : `The shop "${shopId}" has no overlay version yet: send If-None-Match: *.`,
      current,
    );
  }
  return current;
}
