import type { HarnessDocument } from '../schema/document';
import type { ProductContext } from '../schema/live-context';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const money = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * The products whose prices a harness states, by id, in the order found: its tool fixtures'
 * answers about one product (`match.product_id` with a `price` or `list_price`,
 * maybe a `name` and a `category`), then `extra` products (the products on screen in its test
 * cases, or sample rooms), which add what no fixture names and the category a fixture lacks.
 * The first price found wins: a fixture says what the shop charges, while a case's screen may
 * already show a promotion's price. The one reader of products for the floor check, the
 * review's price tables, generated cases and suggested preview rooms.
 */
export function knownProducts(
  doc: Pick<HarnessDocument, 'tools'>,
  extra: readonly ProductContext[] = [],
): Map<string, ProductContext> {
  const out = new Map<string, ProductContext>();
  for (const tool of doc.tools) {
    if (tool.binding.type !== 'fixture') continue;
    for (const { match, response } of tool.binding.responses) {
      const id = text(match.product_id);
      if (id === undefined || out.has(id) || !isRecord(response)) continue;
      const listPrice = money(response.list_price);
      // Not `unit_price`: a quote's unit price may already be a promotion's (a flash sale).
      const price = money(response.price) ?? listPrice;
      if (price === undefined) continue;
      out.set(id, {
        id,
        name: text(response.name) ?? id,
        price,
        ...(listPrice === undefined ? {} : { listPrice }),
        category: text(response.category) ?? text(match.category) ?? '',
        highlights: [],
        specs: {},
      });
    }
  }
  for (const product of extra) {
    const known = out.get(product.id);
    if (!known) out.set(product.id, product);
    else if (known.category === '' && product.category !== '')
      out.set(product.id, { ...known, category: product.category });
  }
  return out;
}
