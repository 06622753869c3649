import type { HarnessDocument } from '../schema/document';

/** What the harness states about one product's price. */
export interface KnownProduct {
  id: string;
  listPrice: number;
  /** What one unit sells for before any promotion, when stated (else its list price). */
  price?: number;
  category?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const amount = (v: unknown) => (typeof v === 'number' && v > 0 ? v : undefined);
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The list prices the harness itself states: its tools' fixture responses whose `match` names
 * a `product_id` and whose response has a `list_price` (with `price` or `unit_price`, and a
 * `category`, when given). The test cases' product contexts state prices too, but they are not
 * part of the document the validator reads; the fixtures are what the host quotes from. The
 * first statement of a product wins, in document order, so the result never depends on which
 * tool is checked first.
 */
export function knownProducts(doc: Pick<HarnessDocument, 'tools'>): Map<string, KnownProduct> {
  const out = new Map<string, KnownProduct>();
  for (const tool of doc.tools) {
    if (tool.binding.type !== 'fixture') continue;
    for (const { match, response } of tool.binding.responses) {
      const id = text(match.product_id);
      if (id === undefined || !isObject(response)) continue;
      const known = out.get(id);
      const listPrice = known?.listPrice ?? amount(response.list_price);
      if (listPrice === undefined) continue;
      const price = known?.price ?? amount(response.price) ?? amount(response.unit_price);
      const category = known?.category ?? text(response.category) ?? text(match.category);
      out.set(id, {
        id,
        listPrice,
        ...(price !== undefined ? { price } : {}),
        ...(category !== undefined ? { category } : {}),
      });
    }
  }
  return out;
}
