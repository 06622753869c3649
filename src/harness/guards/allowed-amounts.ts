import { numbersIn } from '../evaluation/prices';
import type { ProductContext } from '../schema/live-context';
import type { Promotion } from '../schema/promotion';
import { floorPrice, promotionFigures, quotableFigures, type QuoteKind } from '../pricing';

/** A figure the host may say in this turn, and where it comes from. */
export interface AllowedFigure {
  value: number;
  /** `tool`: a number in a tool result, whose meaning is not known. */
  kind: QuoteKind | 'tool';
}

/** What the price guard knows in one turn. */
export interface AllowedAmounts {
  figures: AllowedFigure[];
  /** The lowest price the host may say (floor x list price); absent without a product. */
  floor?: number;
  /** preferences.discountFloor: the lowest rate (share paid) the host may say. */
  floorRate: number;
}

/**
 * The amounts a turn allows: the product on screen and what the promotions in force make of
 * it (without a product: each promotion's own figures), and every number in this turn's tool
 * results.
 */
export function allowedAmounts(
  product: ProductContext | undefined,
  promotions: readonly Promotion[],
  toolResults: readonly { result: unknown }[],
  discountFloor: number,
): AllowedAmounts {
  const figures: AllowedFigure[] = product
    ? quotableFigures(product, promotions)
    : promotions.flatMap(promotionFigures);
  for (const r of toolResults)
    for (const value of numbersIn(r.result)) figures.push({ value, kind: 'tool' });
  return {
    figures,
    ...(product ? { floor: floorPrice(product, discountFloor) } : {}),
    floorRate: discountFloor,
  };
}
