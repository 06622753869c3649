import type { HarnessDocument } from '../schema/document';
import type { ProductContext } from '../schema/live-context';
import { isPlainObject } from './same-json';

const money = (v: unknown) => (typeof v === 'number' && v >= 0 ? v : undefined);

/**
 * The products a harness states the prices of, by id: its tool fixtures' answers about one
 * product (`match.product_id` with a `price` or `list_price`, maybe a `name`), then the
 * products on screen in its test cases (`extra`), which also give the category a fixture
 * does not. The first price found wins: a fixture says what the shop charges, while a case's
 * screen may already show a promotion's price. No sample product is assumed: a harness's
 * prices are its own.
 */
export function pricedProducts(
  doc: HarnessDocument,
  extra: readonly ProductContext[] = [],
): Map<string, ProductContext> {
  const out = new Map<string, ProductContext>();
  for (const tool of doc.tools) {
    if (tool.binding.type !== 'fixture') continue;
    for (const { match, response } of tool.binding.responses) {
      const id = match.product_id;
      if (typeof id !== 'string' || out.has(id) || !isPlainObject(response)) continue;
      const list = money(response.list_price);
      const price = money(response.price) ?? list;
      if (price === undefined) continue;
      const { name } = response;
      out.set(id, {
        id,
        name: typeof name === 'string' && name !== '' ? name : id,
        price,
        ...(list === undefined ? {} : { listPrice: list }),
        category: '',
        highlights: [],
        specs: {},
      });
    }
  }
  for (const product of extra) {
    const known = out.get(product.id);
    if (!known) out.set(product.id, product);
    else if (known.category === '' && product.category) known.category = product.category;
  }
  return out;
}
