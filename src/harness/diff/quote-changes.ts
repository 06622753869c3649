import { activePromotions } from '../compile/promotions';
import { floorPrice, quotableFigures, type QuotedFigure } from '../pricing';
import type { HarnessDocument } from '../schema/document';
import type { ParsedLiveContext, ProductContext } from '../schema/live-context';
import type { Promotion } from '../schema/promotion';
import { changedPromotions, changeMoments, type ChangedPromotion } from './change-moments';
import { knownProducts } from '../pricing/known-products';
import {
  QUOTE_KINDS,
  type FigureLine,
  type PriceReview,
  type QuoteRow,
  type ReviewedProduct,
} from './quote-schema';
import { sameJson } from './same-json';

/** Bounds on the work (and the reviewer's reading): the first times and products are shown. */
const MAX_MOMENTS = 12;
const MAX_PRODUCTS = 24;
const MAX_TIERS = 4;

interface Viewer {
  key: string;
  kind: 'new' | 'returning' | 'member';
  tier?: string;
}

/** New, returning, members, and a member of each tier a promotion names (eligibility narrows). */
function viewersOf(docs: readonly HarnessDocument[]): Viewer[] {
  const tiers = new Set(
    docs.flatMap((d) => d.promotions.flatMap((p) => p.eligibility.memberTiers)),
  );
  return [
    { key: 'new', kind: 'new' },
    { key: 'returning', kind: 'returning' },
    { key: 'member', kind: 'member' },
    ...[...tiers]
      .slice(0, MAX_TIERS)
      .map((tier): Viewer => ({ key: `member:${tier}`, kind: 'member', tier })),
  ];
}

const liveContext = (now: string, v: Viewer): ParsedLiveContext => ({
  now,
  viewer: { nickname: '', kind: v.kind, ...(v.tier === undefined ? {} : { memberTier: v.tier }) },
  comments: [],
  variables: {},
});

/** Figures by kind, each value once, lowest first; kinds neither side has are left out. */
function figureLines(before: QuotedFigure[], after: QuotedFigure[]): FigureLine[] {
  const values = (figures: QuotedFigure[], kind: string) =>
    [...new Set(figures.filter((f) => f.kind === kind).map((f) => f.value))].sort((x, y) => x - y);
  return QUOTE_KINDS.map((kind) => ({
    kind,
    before: values(before, kind),
    after: values(after, kind),
  })).filter((l) => l.before.length > 0 || l.after.length > 0);
}

/** The product ids a promotion's scope takes in, among `known`; categories none is in go to `empty`. */
function reach(
  p: Promotion | undefined,
  known: ReadonlyMap<string, ProductContext>,
  into: Set<string>,
  empty: Set<string>,
): void {
  if (!p) return;
  if (p.scope.kind === 'products') {
    for (const id of p.scope.ids) into.add(id);
    return;
  }
  const all = [...known.values()];
  if (p.scope.kind === 'all') {
    for (const product of all) into.add(product.id);
    return;
  }
  for (const category of p.scope.ids) {
    const inIt = all.filter((product) => product.category === category);
    if (inIt.length === 0) empty.add(category);
    for (const product of inIt) into.add(product.id);
  }
}

export interface QuoteChangeOptions {
  /** Products on screen in the harness's test cases: prices and categories fixtures lack. */
  products?: readonly ProductContext[];
}

/**
 * What the host may quote per product before and after a change, at the times the change
 * touches (`changeMoments`): for each product a changed promotion reaches, per kind of viewer
 * (viewers with the same figures share a row), the figures `quotableFigures` allows with the
 * promotions active then in each document. Products come from the tool fixtures and the
 * test cases (`knownProducts`); one with no known price is listed without figures.
 */
export function quoteChanges(
  before: HarnessDocument,
  after: HarnessDocument,
  options: QuoteChangeOptions = {},
): PriceReview {
  const knownBefore = knownProducts(before, options.products);
  const knownAfter = knownProducts(after, options.products);
  const known = new Map([...knownBefore, ...knownAfter]);
  const changed = changedPromotions(before.promotions, after.promotions);
  const byId = new Map<string, ChangedPromotion>(changed.map((c) => [c.id, c]));
  const allMoments = changeMoments(changed);
  const moments = allMoments.slice(0, MAX_MOMENTS);
  let truncated = allMoments.length > moments.length;
  const viewers = viewersOf([before, after]);
  const products = new Map<string, ReviewedProduct>();
  const emptyCategories = new Set<string>();
  const rows: QuoteRow[] = [];

  for (const moment of moments) {
    const reached = new Set<string>();
    for (const { id } of moment.promotions) {
      const c = byId.get(id);
      reach(c?.before, known, reached, emptyCategories);
      reach(c?.after, known, reached, emptyCategories);
    }
    const ids = [...reached];
    if (ids.length > MAX_PRODUCTS) truncated = true;
    const active = viewers.map((v) => ({
      before: activePromotions(before, liveContext(moment.at, v)),
      after: activePromotions(after, liveContext(moment.at, v)),
    }));
    for (const id of ids.slice(0, MAX_PRODUCTS)) {
      // A product priced on one side only is read at that price on both.
      const was = knownBefore.get(id) ?? knownAfter.get(id);
      const now = knownAfter.get(id) ?? knownBefore.get(id);
      if (!was || !now) {
        products.set(id, { id, name: id, price: null, floor: null });
        continue;
      }
      products.set(id, {
        id,
        name: now.name,
        price: now.price,
        ...(now.listPrice === undefined ? {} : { listPrice: now.listPrice }),
        floor: {
          before: floorPrice(was, before.preferences.discountFloor),
          after: floorPrice(now, after.preferences.discountFloor),
        },
      });
      const groups = new Map<string, QuoteRow>();
      viewers.forEach((v, i) => {
        const { before: b, after: a } = active[i]!;
        const lines = figureLines(quotableFigures(was, b), quotableFigures(now, a));
        const key = JSON.stringify(lines);
        const row = groups.get(key);
        if (row) row.viewers.push(v.key);
        else {
          const changedRow = lines.some((l) => !sameJson(l.before, l.after));
          groups.set(key, {
            productId: id,
            at: moment.at,
            viewers: [v.key],
            lines,
            changed: changedRow,
          });
        }
      });
      rows.push(...groups.values());
    }
  }
  return {
    timeZone: after.settings.timeZone,
    moments,
    products: [...products.values()],
    rows,
    emptyCategories: [...emptyCategories],
    truncated,
  };
}
