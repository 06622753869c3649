import type { ShopOverlay } from '../../harness/overlay/overlay-schema';
import type { ShopRecord } from '../../harness/overlay/records';

// The shop records as the API sends them: declared once in the core (type-only imports: the
// screens need none of the merge or its validation at run time).
export type {
  MergedShop,
  OverlayVersion,
  ShopPage,
  ShopRecord,
} from '../../harness/overlay/records';
export type { ShopOverlay } from '../../harness/overlay/overlay-schema';
export type { Shop, ShopScope } from '../../harness/schema/shop';

/** `GET /harnesses/{id}/shops/{shopId}`: the shop and the overlay its host runs. */
export interface ShopDetail {
  shop: ShopRecord;
  overlay: ShopOverlay;
  /** The version a save names in If-Match; null: no overlay saved yet. */
  overlayVersion: number | null;
}

/** `POST /harnesses/{id}/shops/reach`. */
export interface ShopReach {
  shops: number;
  of: number;
}

/** One refused field of an overlay save, relative to the overlay (`/promotions/0/window`). */
export interface OverlayProblem {
  pointer: string;
  code: string;
  message: string;
  params?: Record<string, string | number>;
}
