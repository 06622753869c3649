import { canonicalJson, contentHash } from '../../../src/harness';
import {
  FLOOR_NAMES,
  floorAdditions,
  floorKey,
  overlayFloor,
  shopOverlaySchema,
  withOverlayFloor,
  type FloorEntry,
  type FloorList,
  type ShopOverlay,
} from '../../../src/harness/overlay';
import type { Db } from '../db';
import { nowIso } from '../clock';
import { appendAudit } from '../../modules/audit/audit-store';
import { loadBlobs } from '../../modules/versions/blob-store';
import { loadManifest } from '../../modules/versions/manifest-store';
import type { Migration } from './migration';

// The lists that protect a host (forbidden topics, brand terms, banned words) are
// floors now: an overlay adds to the base's, never replaces it. An overlay saved before held
// the whole list it meant, so each shop's list becomes its own additions, and base entries
// a list had left out (the host stopped refusing them) come back, audited as
// `overlay.floor_restored` so the shop page can say why. Nothing else of an overlay changes;
// versions and audit records are only added to.

/** The action of a restore's audit record (read by the shop page's notice). */
const FLOOR_RESTORED = 'overlay.floor_restored';

interface ShopRow {
  harness_id: string;
  shop_id: string;
  overlay_version: number;
  production: number | null;
}

type BaseFloors = Record<FloorList, readonly FloorEntry[]> & { from: string };

const list = (value: unknown): FloorEntry[] =>
  Array.isArray(value) ? (value as FloorEntry[]) : [];

/** The meta and preferences entities of the version production serves, else the draft's. */
async function baseEntities(tx: Db, harnessId: string, production: number | null) {
  if (production !== null) {
    const [version] = await tx.query<{ manifest: string }>(
      'SELECT manifest FROM versions WHERE harness_id = ? AND number = ?',
      [harnessId, production],
    );
    if (version) {
      const entries = (await loadManifest(tx, version.manifest)).filter(
        (e) => e.kind === 'meta' || e.kind === 'preferences',
      );
      const blobs = await loadBlobs(
        tx,
        entries.map((e) => e.hash),
      );
      const of = (kind: string) => blobs.get(entries.find((e) => e.kind === kind)?.hash ?? '');
      return { meta: of('meta'), preferences: of('preferences'), from: `version ${production}` };
    }
  }
  const rows = await tx.query<{ kind: string; value: string }>(
    `SELECT kind, value FROM draft_entities WHERE harness_id = ? AND kind IN ('meta', 'preferences')
       AND deleted = 0`,
    [harnessId],
  );
  const of = (kind: string) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  };
  return { meta: of('meta'), preferences: of('preferences'), from: 'the draft' };
}

/** The base's floor lists, as the shop's host ran them. */
async function baseFloors(tx: Db, row: ShopRow): Promise<BaseFloors> {
  const { meta, preferences, from } = await baseEntities(tx, row.harness_id, row.production);
  const prefs = (preferences ?? {}) as Record<string, unknown>;
  const settings = ((meta ?? {}) as { settings?: Record<string, unknown> }).settings ?? {};
  return {
    forbiddenTopics: list(prefs.forbiddenTopics),
    brandTerms: list(prefs.brandTerms),
    bannedWords: list(settings.bannedWords),
    from,
  };
}

async function storedOverlay(tx: Db, row: ShopRow): Promise<ShopOverlay | null> {
  const [saved] = await tx.query<{ overlay: string }>(
    'SELECT overlay FROM overlay_versions WHERE harness_id = ? AND shop_id = ? AND number = ?',
    [row.harness_id, row.shop_id, row.overlay_version],
  );
  const parsed = shopOverlaySchema.safeParse(saved ? JSON.parse(saved.overlay) : undefined);
  return parsed.success ? parsed.data : null;
}

/** One shop: its floor lists reduced to its own additions; base entries it dropped, back. */
async function floorShop(tx: Db, row: ShopRow, base: BaseFloors): Promise<void> {
  const before = await storedOverlay(tx, row);
  if (!before) return;
  let after = before;
  const restored: Partial<Record<FloorList, string[]>> = {};
  for (const name of FLOOR_NAMES) {
    const own = overlayFloor(before, name);
    if (own === undefined) continue;
    const ownKeys = new Set(own.map((e) => floorKey(name, e)));
    const back = base[name].map((e) => floorKey(name, e)).filter((k) => !ownKeys.has(k));
    if (back.length > 0) restored[name] = back;
    after = withOverlayFloor(after, name, floorAdditions(name, base[name], own));
  }
  const restoredAny = Object.keys(restored).length > 0;
  const changed = contentHash(after) !== contentHash(before);
  if (!changed && !restoredAny) return;
  const current = Number(row.overlay_version);
  const number = changed ? current + 1 : current;
  const at = nowIso();
  if (changed) {
    const back = Object.values(restored).flat();
    const message =
      `Floor lists add to the platform's now: only the shop's own entries are kept (base: ${base.from}).` +
      (back.length > 0
        ? ` Restored the platform's entries it had removed: ${back.join(', ')}.`
        : '');
    await tx.run(
      `INSERT INTO overlay_versions
         (harness_id, shop_id, number, overlay, hash, message, created_at, created_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'system')`,
      [row.harness_id, row.shop_id, number, canonicalJson(after), contentHash(after), message, at],
    );
    await tx.run(
      `UPDATE shops SET overlay_version = ?, updated_at = ?, updated_by = 'system'
       WHERE harness_id = ? AND shop_id = ?`,
      [number, at, row.harness_id, row.shop_id],
    );
  }
  await appendAudit(tx, {
    actor: 'system',
    harnessId: row.harness_id,
    action: restoredAny ? FLOOR_RESTORED : 'overlay.update',
    entity: `shop/${row.shop_id}`,
    before: { version: current, overlay: before },
    after: {
      version: number,
      overlay: after,
      ...(restoredAny ? { restored, base: base.from } : {}),
    },
  });
}

export const overlayFloors: Migration = {
  version: 14,
  name: 'overlay-floors',
  // The shop page looks up its shop's newest restore: by entity, not by scanning a harness.
  up: () => ['CREATE INDEX audit_by_entity ON audit_log (harness_id, entity, id)'],
  data: async (tx) => {
    const rows = await tx.query<ShopRow>(
      `SELECT s.harness_id, s.shop_id, s.overlay_version, l.version AS production
       FROM shops s
       LEFT JOIN labels l ON l.harness_id = s.harness_id AND l.name = 'production'
       WHERE s.overlay_version IS NOT NULL
       ORDER BY s.harness_id, s.shop_id`,
    );
    const bases = new Map<string, BaseFloors>();
    for (const row of rows) {
      let base = bases.get(row.harness_id);
      if (!base) bases.set(row.harness_id, (base = await baseFloors(tx, row)));
      await floorShop(tx, row, base);
    }
  },
};
