import { canonicalJson, contentHash, preferencesSchema } from '../../../src/harness';
import { emptyOverlay, shopOverlaySchema, type ShopOverlay } from '../../../src/harness/overlay';
import type { Db } from '../db';
import { nowIso } from '../clock';
import { appendAudit } from '../../modules/audit/audit-store';
import { loadBlobs } from '../../modules/versions/blob-store';
import { loadManifest } from '../../modules/versions/manifest-store';
import type { Migration } from './migration';

// A harness's own shop keeps its settings in its overlay, and the base's
// preferences become the platform's defaults that only ops and engineers edit. Migration 008
// gave every harness its own shop with no overlay, so its merchant's settings were still the
// base's (every other shop inherited them). Here each own shop gets an overlay version holding
// them; versions, labels and audit records are only added to, never changed.

interface OwnShopRow {
  harness_id: string;
  shop_id: string;
  overlay_version: number | null;
  production: number | null;
}

/**
 * The preferences the shop's host ran: those of the version production points at, so
 * viewers hear no change; before a first publish, the draft's (nothing was served yet).
 */
async function servedPreferences(
  tx: Db,
  row: OwnShopRow,
): Promise<{ value: unknown; from: string } | null> {
  if (row.production !== null) {
    const [version] = await tx.query<{ manifest: string }>(
      'SELECT manifest FROM versions WHERE harness_id = ? AND number = ?',
      [row.harness_id, row.production],
    );
    const entry = version
      ? (await loadManifest(tx, version.manifest)).find((e) => e.kind === 'preferences')
      : undefined;
    if (entry) {
      const blobs = await loadBlobs(tx, [entry.hash]);
      return { value: blobs.get(entry.hash), from: `version ${row.production}` };
    }
  }
  const [draft] = await tx.query<{ value: string }>(
    `SELECT value FROM draft_entities WHERE harness_id = ? AND kind = 'preferences'
       AND entity_key = 'preferences' AND deleted = 0`,
    [row.harness_id],
  );
  return draft ? { value: JSON.parse(draft.value) as unknown, from: 'the draft' } : null;
}

async function currentOverlay(tx: Db, row: OwnShopRow): Promise<ShopOverlay> {
  if (row.overlay_version === null) return emptyOverlay();
  const [saved] = await tx.query<{ overlay: string }>(
    'SELECT overlay FROM overlay_versions WHERE harness_id = ? AND shop_id = ? AND number = ?',
    [row.harness_id, row.shop_id, row.overlay_version],
  );
  return shopOverlaySchema.parse(saved ? JSON.parse(saved.overlay) : {});
}

/** One own shop: its settings into a new overlay version (what it overrode already wins). */
async function moveSettings(tx: Db, row: OwnShopRow): Promise<void> {
  const served = await servedPreferences(tx, row);
  const parsed = preferencesSchema.safeParse(served?.value);
  if (!served || !parsed.success) return;
  // The id and name are the shop record's; everything else the merchant set is its own.
  const { shopId: _id, shopName: _name, ...settings } = parsed.data;
  const before = await currentOverlay(tx, row);
  const overlay = shopOverlaySchema.parse({
    ...before,
    preferences: { ...settings, ...before.preferences },
  });
  const hash = contentHash(overlay);
  if (row.overlay_version !== null && hash === contentHash(before)) return;
  const number = Number(row.overlay_version ?? 0) + 1;
  const at = nowIso();
  await tx.run(
    `INSERT INTO overlay_versions
       (harness_id, shop_id, number, overlay, hash, message, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'system')`,
    [
      row.harness_id,
      row.shop_id,
      number,
      canonicalJson(overlay),
      hash,
      `The shop's settings, moved from the base's preferences (${served.from}): the base's are now the platform's defaults.`,
      at,
    ],
  );
  await tx.run(
    `UPDATE shops SET overlay_version = ?, updated_at = ?, updated_by = 'system'
     WHERE harness_id = ? AND shop_id = ?`,
    [number, at, row.harness_id, row.shop_id],
  );
  await appendAudit(tx, {
    actor: 'system',
    harnessId: row.harness_id,
    action: 'overlay.update',
    entity: `shop/${row.shop_id}`,
    before: row.overlay_version === null ? null : { version: row.overlay_version, overlay: before },
    after: { version: number, overlay },
  });
}

export const ownShopOverlays: Migration = {
  version: 13,
  name: 'own-shop-overlays',
  up: () => [],
  data: async (tx) => {
    const rows = await tx.query<OwnShopRow>(
      `SELECT s.harness_id, s.shop_id, s.overlay_version, l.version AS production
       FROM shops s
       JOIN harnesses h ON h.id = s.harness_id AND h.shop_id = s.shop_id
       LEFT JOIN labels l ON l.harness_id = s.harness_id AND l.name = 'production'
       ORDER BY s.harness_id`,
    );
    for (const row of rows) await moveSettings(tx, row);
  },
};
