import type { HarnessDocument } from '../schema/document';
import { knownProducts as readProducts } from '../pricing/known-products';

/** What the harness states about one product's price. */
export interface KnownProduct {
  id: string;
  listPrice: number;
  /** What one unit sells for before any promotion, when stated (else its list price). */
  price?: number;
  category?: string;
}

/**
 * The products whose list price the harness states (the floor is a share of it), from the
 * core's one product reader; a product no fixture gives a list price is not checked.
 */
export function knownProducts(doc: Pick<HarnessDocument, 'tools'>): Map<string, KnownProduct> {
  const out = new Map<string, KnownProduct>();
  for (const [id, p] of readProducts(doc)) {
    if (p.listPrice === undefined) continue;
    out.set(id, {
      id,
      listPrice: p.listPrice,
      price: p.price,
      ...(p.category !== '' ? { category: p.category } : {}),
    });
  }
  return out;
}
