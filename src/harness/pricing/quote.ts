import type { ProductContext } from '../schema/live-context';
import type { Promotion } from '../schema/promotion';
import { appliesToProduct } from './applies';

/**
 * What a figure is: a price one pays (`price`), the list price (`list`), an amount taken
 * off (`off`), a spend a promotion needs (`threshold`), or a rate as the share paid (`rate`,
 * 九五折 = 0.95).
 */
export type QuoteKind = 'price' | 'list' | 'off' | 'threshold' | 'rate';

export interface QuotedFigure {
  value: number;
  kind: QuoteKind;
  /** The product on screen, a promotion's own field, or worked out from both. */
  source: 'product' | 'promotion' | 'derived';
  /** The promotions it comes from, in the order checkout applies them. */
  promotionIds: string[];
}

const cents = (n: number) => Math.round(n * 100) / 100;
/** Checkout's order: a threshold off the subtotal first, then a coupon, then a percentage. */
const ORDER: Record<Promotion['type'], number> = {
  flash_sale: 0,
  threshold: 1,
  coupon: 2,
  percentage: 3,
};
/** Past this many stackable promotions on one product, combinations are not enumerated. */
const MAX_STACKABLE = 8;

/** A promotion's own figures: its price, threshold, amount off or rate. */
export function promotionFigures(p: Promotion): QuotedFigure[] {
  const at = (value: number, kind: QuoteKind): QuotedFigure => ({
    value: kind === 'rate' ? value : cents(value),
    kind,
    source: 'promotion',
    promotionIds: [p.id],
  });
  switch (p.type) {
    case 'flash_sale':
      return [at(p.price, 'price')];
    case 'threshold':
      return [at(p.threshold, 'threshold'), at(p.discount, 'off')];
    case 'coupon':
      return [at(p.amount, 'off'), ...(p.minSpend > 0 ? [at(p.minSpend, 'threshold')] : [])];
    case 'percentage':
      return [at(Math.round((1 - p.percentOff / 100) * 1e6) / 1e6, 'rate')];
  }
}

/** One unit at `base` through promotions in checkout order; null when one does not apply. */
function priceThrough(base: number, chain: readonly Promotion[]): number | null {
  let price = base;
  for (const p of chain) {
    if (p.type === 'flash_sale') price = p.price;
    else if (p.type === 'threshold') {
      if (price < p.threshold) return null;
      price -= p.discount;
    } else if (p.type === 'coupon') {
      if (price < p.minSpend) return null;
      price -= p.amount;
    } else price *= 1 - p.percentOff / 100;
  }
  return price > 0 ? cents(price) : null;
}

/** Every combination the stacking rules allow: each exclusive one alone, stackable subsets. */
function chains(promotions: readonly Promotion[]): Promotion[][] {
  const sorted = [...promotions].sort((a, b) => ORDER[a.type] - ORDER[b.type]);
  const exclusive = sorted.filter((p) => p.stacking === 'exclusive').map((p) => [p]);
  const stackable = sorted.filter((p) => p.stacking === 'stackable').slice(0, MAX_STACKABLE);
  const subsets: Promotion[][] = [];
  for (let mask = 1; mask < 1 << stackable.length; mask++)
    subsets.push(stackable.filter((_, i) => mask & (1 << i)));
  return [...exclusive, ...subsets];
}

/**
 * The figures a host may say about one product with these promotions in force (the caller
 * picks which are active: at the turn's time, for its viewer): the product's own prices, each
 * promotion's figures, and what checkout makes of one unit (final price, amount saved
 * against the price and against the list price) for every combination stacking allows.
 */
export function quotableFigures(
  product: Pick<ProductContext, 'id' | 'category' | 'price' | 'listPrice'>,
  promotions: readonly Promotion[],
): QuotedFigure[] {
  const fromProduct = (value: number, kind: QuoteKind): QuotedFigure => ({
    value: cents(value),
    kind,
    source: 'product',
    promotionIds: [],
  });
  const out: QuotedFigure[] = [fromProduct(product.price, 'price')];
  const list = product.listPrice;
  if (list !== undefined) {
    out.push(fromProduct(list, 'list'));
    if (list > product.price) out.push(fromProduct(list - product.price, 'off'));
  }
  const applying = promotions.filter((p) => appliesToProduct(p, product));
  for (const p of applying) out.push(...promotionFigures(p));
  for (const chain of chains(applying)) {
    const final = priceThrough(product.price, chain);
    if (final === null) continue;
    const promotionIds = chain.map((p) => p.id);
    const derived = (value: number, kind: QuoteKind): QuotedFigure => ({
      value: cents(value),
      kind,
      source: 'derived',
      promotionIds,
    });
    out.push(derived(final, 'price'));
    if (product.price > final) out.push(derived(product.price - final, 'off'));
    if (list !== undefined && list > final) out.push(derived(list - final, 'off'));
  }
  return out;
}

/** The lowest price the host may say for a product: the floor times its list price. */
export function floorPrice(
  product: Pick<ProductContext, 'price' | 'listPrice'>,
  discountFloor: number,
): number {
  return cents(discountFloor * (product.listPrice ?? product.price));
}
