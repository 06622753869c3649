import { sampleContexts } from '../sample/contexts';
import type { HarnessDocument } from '../schema/document';
import { productContextSchema, type ProductContext } from '../schema/live-context';
import type { Promotion } from '../schema/promotion';
import { knownProducts } from '../pricing/known-products';

/** The sample rooms' products: what the rooms put on screen, with their categories. */
const sampleProducts = (): ProductContext[] =>
  sampleContexts.flatMap((s) => {
    const parsed = productContextSchema.safeParse(s.context.product);
    return parsed.success ? [parsed.data] : [];
  });

/**
 * Products a preview room can show: those the harness states prices of (the core's one
 * reader, `knownProducts`), completed by the sample rooms (their categories), then the sample
 * rooms' other products.
 */
export function roomProducts(doc: Pick<HarnessDocument, 'tools'>): ProductContext[] {
  return [...knownProducts(doc, sampleProducts()).values()];
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
