import { toPointer, warning, withRelated, type Diagnostic } from '../diagnostics';
import { readAmounts, type Amount } from '../numbers';
import type { HarnessDocument } from '../schema/document';
import type { Promotion } from '../schema/promotion';
import { isKnownFigure, numbersIn } from './prices';
import type { TestCase } from './schema';

/** A figure the harness or a case's live room has, and where it lives in the harness. */
interface Known {
  value: number;
  /** rate: the share paid (0.95); money: yuan. */
  kind: 'money' | 'rate';
  /** A tool's canned answer, which may state a rate as 95, 9.5, 0.95 or 5. */
  fixture?: boolean;
  /** Worked out (a price less a promotion): accepted, never named as the nearest. */
  derived?: boolean;
  pointer?: string;
  promotion?: string;
}

const round = (n: number) => Math.round(n * 100) / 100;

function promotionFigures(p: Promotion, i: number): Known[] {
  const at = (field: string, value: number, kind: Known['kind'] = 'money'): Known => ({
    value,
    kind,
    pointer: toPointer(['promotions', i, field]),
    promotion: p.name,
  });
  switch (p.type) {
    case 'flash_sale':
      return [at('price', p.price)];
    case 'threshold':
      return [at('threshold', p.threshold), at('discount', p.discount)];
    case 'coupon':
      return [at('amount', p.amount), ...(p.minSpend > 0 ? [at('minSpend', p.minSpend)] : [])];
    case 'percentage':
      return [at('percentOff', round(1 - p.percentOff / 100), 'rate')];
  }
}

/** What one promotion makes of a price: 299 less 50, 95% of 159 (one unit, no stacking). */
function derived(p: Promotion, i: number, base: number): Known[] {
  const at = (value: number, field: string): Known[] => [
    {
      value: round(value),
      kind: 'money',
      derived: true,
      pointer: toPointer(['promotions', i, field]),
      promotion: p.name,
    },
  ];
  if (p.type === 'threshold' && base >= p.threshold) return at(base - p.discount, 'discount');
  if (p.type === 'coupon' && base >= p.minSpend) return at(base - p.amount, 'amount');
  if (p.type === 'percentage') return at(base * (1 - p.percentOff / 100), 'percentOff');
  return [];
}

/** The figures every case may name: enabled promotions' fields, and tools' canned answers. */
function harnessFigures(harness: HarnessDocument) {
  const promotions = harness.promotions.map((p, i) => [p, i] as const).filter(([p]) => p.enabled);
  const figures = promotions.flatMap(([p, i]) => promotionFigures(p, i));
  const fixtureNumbers: Known[] = [];
  harness.tools.forEach((t, k) => {
    if (t.binding.type !== 'fixture') return;
    t.binding.responses.forEach((r, j) => {
      const pointer = toPointer(['tools', k, 'binding', 'responses', j, 'response']);
      for (const value of numbersIn(r.response))
        fixtureNumbers.push({ value, kind: 'money', fixture: true, pointer });
    });
  });
  return { promotions, figures: [...figures, ...fixtureNumbers] };
}

/** The case's own product and what the promotions make of its price. */
function caseFigures(c: TestCase, promotions: readonly (readonly [Promotion, number])[]): Known[] {
  const product = c.context.product;
  if (!product) return [];
  const bases = [product.price, ...(product.listPrice === undefined ? [] : [product.listPrice])];
  const out: Known[] = bases.map((value) => ({ value, kind: 'money' }));
  if (product.listPrice !== undefined)
    out.push({ value: round(product.listPrice - product.price), kind: 'money' });
  for (const base of bases) for (const [p, i] of promotions) out.push(...derived(p, i, base));
  return out;
}

/** The prices a "reply contains" value names; a bare number counts where the case checks prices. */
function pricesIn(value: string, checksPrices: boolean): Amount[] {
  const amounts = readAmounts(value);
  const [only] = amounts;
  if (checksPrices && amounts.length === 1 && only?.kind === 'number' && only.text === value.trim())
    return [{ ...only, kind: 'money' }];
  return amounts.filter((a) => a.kind !== 'number');
}

function isKnown(a: Amount, known: readonly Known[]): boolean {
  if (a.kind === 'money')
    return known.some((k) => k.kind === 'money' && Math.abs(k.value - a.value) < 0.005);
  if (known.some((k) => k.kind === 'rate' && Math.abs(k.value - a.value) < 0.005)) return true;
  // A tool may state 95折 as 95, 9.5, 0.95 or 5 (percent off).
  const figure = { text: a.text, value: a.value * 10, kind: 'rate' as const };
  return isKnownFigure(
    figure,
    known.filter((k) => k.fixture).map((k) => k.value),
  );
}

const said = (k: Known) => (k.kind === 'rate' ? `${round(k.value * 10)}折` : k.value);

function nearest(a: Amount, known: readonly Known[]): Known | undefined {
  let best: Known | undefined;
  for (const k of known)
    if (
      !k.derived &&
      k.kind === a.kind &&
      (!best || Math.abs(k.value - a.value) < Math.abs(best.value - a.value))
    )
      best = k;
  return best;
}

/**
 * Prices a case expects the host to say ("reply contains" values) that no enabled
 * promotion, tool fixture, or the case's own product has: most often a price changed in
 * the harness and a case still expecting the old one. A bare number ("169") counts as a
 * price in a case that also checks prices (`prices_from_tools`), since elsewhere it may be
 * a temperature or a stock count.
 */
export function checkSuitePrices(
  cases: readonly TestCase[],
  harness: HarnessDocument,
): Diagnostic[] {
  const { promotions, figures } = harnessFigures(harness);
  const out: Diagnostic[] = [];
  cases.forEach((c, i) => {
    const checksPrices = c.expectations.some((e) => e.type === 'prices_from_tools');
    const known = [...figures, ...caseFigures(c, promotions)];
    c.expectations.forEach((e, j) => {
      if (e.type !== 'reply_contains') return;
      e.values.forEach((value, k) => {
        for (const a of pricesIn(value, checksPrices)) {
          if (isKnown(a, known)) continue;
          const near = nearest(a, known);
          // Link where the nearest price lives; a figure of the case's own product lives in
          // the case, so then the nearest promotion's.
          const linked = near?.pointer
            ? near
            : nearest(
                a,
                known.filter((x) => x.pointer),
              );
          const hint = near
            ? ` (nearest: ${said(near)}${linked?.promotion ? `, promotion "${linked.promotion}"` : ''})`
            : '';
          const d = warning(
            toPointer(['cases', i, 'expectations', j, 'values', k]),
            'suite.unknown_price',
            `Case "${c.name}" expects "${a.text}", a price no current promotion or product has` +
              `${hint}. If the price changed, update the case too.`,
            {
              case: c.name,
              said: a.text,
              nearest: near && said(near),
              promotion: linked?.promotion,
            },
          );
          out.push(withRelated(d, linked?.pointer ? [linked.pointer] : []));
        }
      });
    });
  });
  return out;
}
