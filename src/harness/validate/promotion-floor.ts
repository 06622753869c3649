import { error, toPointer, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import type { Promotion } from '../schema/promotion';
import { appliesToProduct, floorPrice } from '../pricing';
import { knownProducts, type KnownProduct } from './list-prices';

/** Money as a person reads it: at most two decimals. */
const yuan = (v: number) => Math.round(v * 100) / 100;
const asPercent = (share: number) => Math.round(share * 1e6) / 1e4;

/**
 * A share of the list price as a percentage, whole unless rounding would reach the floor
 * (59.8% is not said as 60% against a floor of 60%).
 */
function sharePercent(share: number, floor: number): number {
  const whole = Math.round(share * 100);
  return whole < Math.round(floor * 1e6) / 1e4 ? whole : Math.floor(share * 1000) / 10;
}

/**
 * The lowest price the host may say for a product: the pricing's own rule, which the reply
 * guard holds the host to, so a promotion is checked against the same figure.
 */
const lowest = (x: KnownProduct, floor: number) =>
  floorPrice({ price: x.price ?? x.listPrice, listPrice: x.listPrice }, floor);

/** The products with known prices a promotion applies to, as far as the harness says. */
function inScope(p: Promotion, products: ReadonlyMap<string, KnownProduct>): KnownProduct[] {
  return [...products.values()].filter((x) =>
    appliesToProduct(p, { id: x.id, category: x.category ?? '' }),
  );
}

interface Breach {
  product: KnownProduct;
  /** What one unit costs after the promotion. */
  price: number;
  /** The field's value that would keep this product at the floor. */
  limit: number;
}

const FLOOR_WORDS = 'preferences.discountFloor';

function flashSale(price: number, floor: number, scope: KnownProduct[]) {
  return scope
    .filter((x) => price < lowest(x, floor))
    .map((x): Breach => ({ product: x, price, limit: lowest(x, floor) }));
}

/** Threshold and coupon: one unit that reaches the spend, less the discount. */
function offOneUnit(spend: number, off: number, floor: number, scope: KnownProduct[]) {
  return scope.flatMap((x): Breach[] => {
    const unit = x.price ?? x.listPrice;
    if (unit < spend || !(unit - off < lowest(x, floor))) return [];
    return [
      { product: x, price: yuan(unit - off), limit: Math.max(0, yuan(unit - lowest(x, floor))) },
    ];
  });
}

function reportBreaches(p: Promotion, i: number, floor: number, found: Breach[]): Diagnostic[] {
  if (found.length === 0 || p.type === 'percentage') return [];
  const share = (b: Breach) => b.price / b.product.listPrice;
  const worst = found.reduce((a, b) => (share(b) < share(a) ? b : a));
  const flash = p.type === 'flash_sale';
  const limit = flash
    ? Math.max(...found.map((b) => b.limit))
    : Math.min(...found.map((b) => b.limit));
  const more = found.length > 1 ? found.length - 1 : undefined;
  const field = p.type === 'flash_sale' ? 'price' : p.type === 'threshold' ? 'discount' : 'amount';
  const off = p.type === 'threshold' ? p.discount : p.type === 'coupon' ? p.amount : undefined;
  const unitPrice = flash ? undefined : (worst.product.price ?? worst.product.listPrice);
  const params = {
    name: p.name,
    kind: p.type,
    percent: sharePercent(share(worst), floor),
    floor: asPercent(floor),
    limit,
    product: worst.product.id,
    price: worst.price,
    listPrice: worst.product.listPrice,
    unitPrice,
    off,
    more,
  };
  const others = more ? ` (and ${more} more products)` : '';
  const tail = `${params.percent}% of the list price ¥${params.listPrice} of ${params.product}${others}; the floor is ${params.floor}% (${FLOOR_WORDS}).`;
  const message = flash
    ? `Promotion "${p.name}": the flash price ¥${params.price} is ${tail} Set a price of at least ¥${limit}.`
    : `Promotion "${p.name}": one unit at ¥${unitPrice} reaches the ${p.type === 'threshold' ? 'threshold' : 'minimum spend'}, and ¥${off} off leaves ¥${params.price}, ${tail} Take at most ¥${limit} off.`;
  return [error(toPointer(['promotions', i, field]), 'promotion.below_floor', message, params)];
}

function percentage(p: Extract<Promotion, { type: 'percentage' }>, i: number, floor: number) {
  const left = 1 - p.percentOff / 100;
  if (!(left + 1e-9 < floor)) return [];
  const params = {
    name: p.name,
    kind: p.type,
    percent: asPercent(left),
    floor: asPercent(floor),
    limit: asPercent(1 - floor),
    off: p.percentOff,
  };
  return [
    error(
      toPointer(['promotions', i, 'percentOff']),
      'promotion.below_floor',
      `Promotion "${p.name}": ${p.percentOff}% off leaves ${params.percent}% of the list price of ` +
        `every product; the floor is ${params.floor}% (${FLOOR_WORDS}). Take at most ${params.limit}% off.`,
      params,
    ),
  ];
}

/**
 * No promotion may bring a price under `preferences.discountFloor` of the list price: a flash
 * price, a percentage, or one unit that reaches a threshold or a coupon's minimum spend, less
 * its discount. List prices are the ones the harness states (list-prices.ts); a product it
 * states none for cannot be checked. Each promotion on its own: what stacking promotions
 * reach together is the pricing's to say. Reads only the parts it needs, so a draft's promotion
 * save can be checked while another part is mid-edit.
 */
export function checkPromotionFloor(
  doc: Pick<HarnessDocument, 'preferences' | 'tools' | 'promotions'>,
): Diagnostic[] {
  const floor = doc.preferences.discountFloor;
  if (floor <= 0 || doc.promotions.length === 0) return [];
  const products = knownProducts(doc);
  return doc.promotions.flatMap((p, i) => {
    if (p.type === 'percentage') return percentage(p, i, floor);
    const scope = inScope(p, products);
    if (p.type === 'flash_sale')
      return reportBreaches(p, i, floor, flashSale(p.price, floor, scope));
    const [spend, off] =
      p.type === 'threshold' ? [p.threshold, p.discount] : [p.minSpend, p.amount];
    return reportBreaches(p, i, floor, offOneUnit(spend, off, floor, scope));
  });
}
