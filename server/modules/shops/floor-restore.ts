import { z } from 'zod';
import {
  floorRestoreSchema,
  type FloorRestore,
  type OverlayVersion,
} from '../../../src/harness/overlay';
import type { Db } from '../../db/db';
import { latestAudit } from '../audit/audit-store';

/** The audit action of an overlay version that put back base entries the shop had dropped. */
export const FLOOR_RESTORED = 'overlay.floor_restored';

const restoredAfter = z.object({
  version: z.int(),
  restored: floorRestoreSchema.shape.restored,
});

/**
 * Why the shop's host has base entries its merchant once removed: the restore (migration
 * 014) of the overlay version the shop serves, told on the shop page until it saves again.
 * One indexed look-up (`audit_by_entity`) of the shop's newest restore.
 */
export async function floorRestore(
  db: Db,
  harnessId: string,
  shopId: string,
  version: OverlayVersion | null,
): Promise<FloorRestore | null> {
  // A restore may keep the version it found (its list was the shop's additions already).
  if (!version) return null;
  const entry = await latestAudit(db, {
    harnessId,
    entity: `shop/${shopId}`,
    action: FLOOR_RESTORED,
  });
  const after = restoredAfter.safeParse(entry?.after);
  if (!entry || !after.success || after.data.version !== version.number) return null;
  return { at: entry.at, overlayVersion: version.number, restored: after.data.restored };
}
