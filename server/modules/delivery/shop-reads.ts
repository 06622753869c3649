import type { Db } from '../../db/db';
import type { OverlayVersion, ShopRecord } from '../../../src/harness/overlay';
import { getOverlayVersion, getShop } from '../shops/shop-store';

/**
 * What delivery reads of the shops store (server/modules/shops/), in one place: the
 * delivery, agent and preview caches go through these two and nothing else.
 */
export interface ShopReads {
  /** The shop, or NotFound. */
  shop(db: Db, harnessId: string, shopId: string): Promise<ShopRecord>;
  /** One immutable overlay version, or NotFound. */
  overlay(db: Db, harnessId: string, shopId: string, number: number): Promise<OverlayVersion>;
}

export const shopReads: ShopReads = {
  shop: getShop,
  overlay: getOverlayVersion,
};
