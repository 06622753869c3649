import { sampleContexts } from '../sample/contexts';
import type { HarnessDocument } from '../schema/document';
import { productContextSchema, type ProductContext } from '../schema/live-context';
import type { Promotion } from '../schema/promotion';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The sample rooms' products: what the rooms put on screen, with their categories. */
const sampleProducts = (): ProductContext[] =>
  sampleContexts.flatMap((s) => {
    const parsed = productContextSchema.safeParse(s.context.product);
    return parsed.success ? [parsed.data] : [];
  });

/**
 * Products the harness knows: its tool fixtures' answers for a `product_id` that carry a
 * `name` and a `price` (or `list_price`), completed by the sample room showing the same
 * product (its category, highlights), then the sample rooms' other products.
 */
export function knownProducts(doc: Pick<HarnessDocument, 'tools'>): ProductContext[] {
  const samples = sampleProducts();
  const byId = new Map<string, ProductContext>();
  for (const tool of doc.tools) {
    if (tool.binding.type !== 'fixture') continue;
    for (const { match, response } of tool.binding.responses) {
      const id = match.product_id;
      if (typeof id !== 'string' || byId.has(id) || !isRecord(response)) continue;
      const price = num(response.price) ?? num(response.list_price);
      if (typeof response.name !== 'string' || price === undefined) continue;
      const listPrice = num(response.list_price);
      const sample = samples.find((p) => p.id === id);
      const category = typeof response.category === 'string' ? response.category : undefined;
      const parsed = productContextSchema.safeParse({
        ...sample,
        id,
        name: response.name,
        price,
        ...(listPrice === undefined ? {} : { listPrice }),
        ...(category === undefined ? {} : { category }),
      });
      if (parsed.success) byId.set(id, parsed.data);
    }
  }
  for (const p of samples) if (!byId.has(p.id)) byId.set(p.id, p);
  return [...byId.values()];
}

/** A known product `promotion` applies to (by its scope), or undefined. */
export function productFor(
  promotion: Pick<Promotion, 'scope'>,
  products: readonly ProductContext[],
): ProductContext | undefined {
  const { kind, ids } = promotion.scope;
  if (kind === 'all') return products[0];
  if (kind === 'products') {
    for (const id of ids) {
      const found = products.find((p) => p.id === id);
      if (found) return found;
    }
    return undefined;
  }
  return products.find((p) => ids.includes(p.category));
}
