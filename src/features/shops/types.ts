// The shop records as the API sends them: declared once in the core (type-only imports: the
// screens need none of the merge or its validation at run time).
export type {
  FloorRestore,
  MergedShop,
  OverlayVersion,
  ProposedOverlay,
  ShopDetail,
  ShopPage,
  ShopRecord,
} from '../../harness/overlay/records';
export type { ShopOverlay } from '../../harness/overlay/overlay-schema';
export type { Shop, ShopScope } from '../../harness/schema/shop';

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
