import type { ProductContext } from '../schema/live-context';
import type { Promotion } from '../schema/promotion';

/** Whether a promotion's scope takes in this product (by id, or by its category). */
export function appliesToProduct(p: Promotion, product: Pick<ProductContext, 'id' | 'category'>) {
  if (p.scope.kind === 'all') return true;
  if (p.scope.kind === 'products') return p.scope.ids.includes(product.id);
  return product.category !== '' && p.scope.ids.includes(product.category);
}
