import type { FigureLine, PriceReview, QuoteRow, ReviewedProduct } from '../../../harness/diff';

/** One product's rows, in the order the review lists its products (priced ones only). */
export interface ProductQuotes {
  product: ReviewedProduct & { price: number };
  rows: QuoteRow[];
}

export function quotesByProduct(review: PriceReview): ProductQuotes[] {
  const out: ProductQuotes[] = [];
  for (const product of review.products) {
    if (product.price === null) continue;
    const rows = review.rows.filter((r) => r.productId === product.id);
    if (rows.length > 0) out.push({ product: { ...product, price: product.price }, rows });
  }
  return out;
}

/** One figure on one side: `moved` when the other side lacks it (new after, dropped before). */
export interface MarkedFigure {
  value: number;
  moved: boolean;
  /** A price under the lowest the host may say. */
  belowFloor: boolean;
}

/** A line's values on one side, each marked against the other side and the floor. */
export function markFigures(
  line: FigureLine,
  side: 'before' | 'after',
  floor: number | undefined,
): MarkedFigure[] {
  const other = new Set(side === 'before' ? line.after : line.before);
  return line[side].map((value) => ({
    value,
    moved: !other.has(value),
    belowFloor: line.kind === 'price' && floor !== undefined && value < floor,
  }));
}

/**
 * Whether a row's viewers are all the viewers asked about at its product and time (then it
 * reads "all viewers" rather than a list).
 */
export function isEveryone(row: QuoteRow, rows: readonly QuoteRow[]): boolean {
  const all = new Set(
    rows.filter((r) => r.productId === row.productId && r.at === row.at).flatMap((r) => r.viewers),
  );
  return row.viewers.length === all.size;
}
