import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import { NotFound } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { announceShopChange } from '../events/shop-events';

/**
 * Points a shop at one of its overlay versions (0: none, the base as it is), audited and
 * announced like a saved overlay; returns the version it served before (0: none). A
 * scheduled overlay change has no label move: `previous.version` is this number.
 */
export async function moveOverlay(
  tx: Db,
  input: {
    harnessId: string;
    shopId: string;
    overlayVersion: number;
    actor: string;
    reason: string;
  },
): Promise<number> {
  const { harnessId, shopId } = input;
  const [shop] = await tx.query<{ overlay_version: number | null }>(
    'SELECT overlay_version FROM shops WHERE harness_id = ? AND shop_id = ?',
    [harnessId, shopId],
  );
  if (!shop) throw new NotFound(`The harness "${harnessId}" has no shop "${shopId}".`);
  const before = shop.overlay_version === null ? 0 : Number(shop.overlay_version);
  const at = nowIso();
  const to = input.overlayVersion === 0 ? null : input.overlayVersion;
  await tx.run(
    `UPDATE shops SET overlay_version = ?, updated_at = ?, updated_by = ?
     WHERE harness_id = ? AND shop_id = ?`,
    [to, at, input.actor, harnessId, shopId],
  );
  await appendAudit(tx, {
    actor: input.actor,
    harnessId,
    action: 'overlay.publish',
    entity: `shop/${shopId}`,
    before: { version: before || null },
    after: { version: to, reason: input.reason },
  });
  await announceShopChange(tx, {
    harnessId,
    shopId,
    change: 'overlay',
    overlayVersion: to,
    at,
    actor: input.actor,
  });
  return before;
}
