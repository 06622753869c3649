import type { HarnessDocument } from '../schema/document';
import { productContextSchema, type ProductContext } from '../schema/live-context';
import type { TestCase } from './schema';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const amount = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;

/** A fixture's answer about one product: its `name`, `price`, `list_price`, maybe `category`. */
function fromFixture(id: string, response: unknown): ProductContext | undefined {
  if (!isRecord(response)) return undefined;
  const price = amount(response.price);
  if (price === undefined || typeof response.name !== 'string') return undefined;
  const listPrice = amount(response.list_price);
  const parsed = productContextSchema.safeParse({
    id,
    name: response.name,
    price,
    ...(listPrice === undefined ? {} : { listPrice }),
    ...(typeof response.category === 'string' ? { category: response.category } : {}),
  });
  return parsed.success ? parsed.data : undefined;
}

/**
 * The products whose prices the harness knows, by id, in the order found: its tool fixtures'
 * answers for a `match.product_id`, then the products on screen in its test cases. A fixture's
 * prices win (they are what the harness's tools answer); a case completes what a fixture lacks
 * (the category, which category promotions need).
 */
export function knownProducts(
  doc: Pick<HarnessDocument, 'tools'>,
  cases: readonly TestCase[],
): Map<string, ProductContext> {
  const out = new Map<string, ProductContext>();
  for (const tool of doc.tools) {
    if (tool.binding.type !== 'fixture') continue;
    for (const { match, response } of tool.binding.responses) {
      const id = match.product_id;
      if (typeof id !== 'string' || out.has(id)) continue;
      const product = fromFixture(id, response);
      if (product) out.set(id, product);
    }
  }
  for (const c of cases) {
    const shown = c.context.product;
    if (!shown) continue;
    const known = out.get(shown.id);
    if (!known) out.set(shown.id, shown);
    else if (known.category === '' && shown.category !== '')
      out.set(shown.id, { ...known, category: shown.category });
  }
  return out;
}
