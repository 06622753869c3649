import type { Db } from '../../db/db';

/** The channel shop changes are announced on (NOTIFY on PostgreSQL). */
export const SHOP_CHANGES_CHANNEL = 'hs_shop_changes';

/**
 * A change to what one shop's host runs, apart from the base: a new overlay version, or the
 * shop itself renamed or re-tagged (its name is in the merged preferences, its tags decide
 * which campaigns reach it). Streams opened with `?shop=` send it as an `overlay` event.
 */
export interface ShopChangeEvent {
  harnessId: string;
  shopId: string;
  /** `overlay`: a new overlay version was saved; `shop`: the shop's name or tags changed. */
  change: 'overlay' | 'shop';
  /** The overlay version the shop serves now (null: none saved yet). */
  overlayVersion: number | null;
  at: string;
  actor: string;
}

/**
 * Announces a shop change, delivered when the caller's transaction commits (dropped if it
 * rolls back). On PostgreSQL every API instance listening on the database hears it.
 */
export async function announceShopChange(tx: Db, event: ShopChangeEvent): Promise<void> {
  await tx.publish(SHOP_CHANGES_CHANNEL, JSON.stringify(event));
}

/**
 * Calls `listener` for every shop change, from this instance or another; resolves once
 * listening, with the function that stops it. `onResync` runs when PostgreSQL's listening
 * connection is back after a loss: changes announced meanwhile were missed, so whatever is
 * cached per shop must be read again (the label moves' resync drops the same caches).
 */
export function subscribeShopChanges(
  db: Db,
  listener: (event: ShopChangeEvent) => void,
  onResync?: () => void,
): Promise<() => Promise<void>> {
  return db.subscribe(
    SHOP_CHANGES_CHANNEL,
    (payload) => {
      const event = parseEvent(payload);
      if (event) listener(event);
    },
    onResync,
  );
}

// Another instance may run another release: ignore what we cannot read.
function parseEvent(payload: string): ShopChangeEvent | null {
  try {
    const e = JSON.parse(payload) as Partial<ShopChangeEvent>;
    if (typeof e.harnessId !== 'string' || typeof e.shopId !== 'string') return null;
    if (e.change !== 'overlay' && e.change !== 'shop') return null;
    return { ...e, overlayVersion: e.overlayVersion ?? null } as ShopChangeEvent;
  } catch {
    return null;
  }
}
