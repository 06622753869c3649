import { error, toPointer, warning, type Diagnostic } from '../diagnostics';
import type { HarnessDocument } from '../schema/document';
import type { Promotion } from '../schema/promotion';
import { zonedTimeToEpoch } from '../zoned-time';

/** Start and end of a promotion as instants (epoch ms); NaN when a date does not exist. */
export function promotionInstants(p: Promotion): { start: number; end: number } {
  return {
    start: zonedTimeToEpoch(p.window.start, p.window.timeZone),
    end: zonedTimeToEpoch(p.window.end, p.window.timeZone),
  };
}

function checkWindow(p: Promotion, i: number, out: Diagnostic[]): void {
  const { start, end } = promotionInstants(p);
  for (const [field, ms] of [
    ['start', start],
    ['end', end],
  ] as const) {
    if (Number.isNaN(ms)) {
      out.push(
        error(
          toPointer(['promotions', i, 'window', field]),
          'promotion.invalid_date',
          `Promotion "${p.name}": ${p.window[field]} is not a real date. Pick a date that exists.`,
          { name: p.name, value: p.window[field] },
        ),
      );
    }
  }
  if (end <= start) {
    out.push(
      error(
        toPointer(['promotions', i, 'window', 'end']),
        'promotion.window_reversed',
        `Promotion "${p.name}" ends (${p.window.end}) before or when it starts (${p.window.start}), ` +
          'so it would never run. Set an end after the start.',
        { name: p.name, start: p.window.start, end: p.window.end },
      ),
    );
  }
}

function checkAmounts(p: Promotion, i: number, out: Diagnostic[]): void {
  if (p.type === 'threshold' && p.discount >= p.threshold) {
    out.push(
      error(
        toPointer(['promotions', i, 'discount']),
        'promotion.discount_exceeds_threshold',
        `Promotion "${p.name}" takes ${p.discount} off a spend of ${p.threshold}: the order would ` +
          'be free or negative. Make the discount smaller than the threshold.',
        { name: p.name, discount: p.discount, threshold: p.threshold },
      ),
    );
  }
  if (p.type === 'coupon' && p.minSpend > 0 && p.amount >= p.minSpend) {
    out.push(
      warning(
        toPointer(['promotions', i, 'amount']),
        'promotion.coupon_exceeds_min_spend',
        `Coupon "${p.name}" is worth ${p.amount} but needs only ${p.minSpend} of spend, so an ` +
          'order could cost nothing. Lower the amount or raise the minimum spend.',
        { name: p.name, amount: p.amount, minSpend: p.minSpend },
      ),
    );
  }
}

/** Checks each promotion on its own; overlaps between promotions are in promotion-overlap.ts. */
export function checkPromotions(doc: HarnessDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  doc.promotions.forEach((p, i) => {
    checkWindow(p, i, out);
    checkAmounts(p, i, out);
    if (p.scope.kind !== 'all' && p.scope.ids.length === 0) {
      out.push(
        error(
          toPointer(['promotions', i, 'scope', 'ids']),
          'promotion.empty_scope',
          `Promotion "${p.name}" applies to ${p.scope.kind}, but none are listed. ` +
            `Add the ${p.scope.kind === 'products' ? 'product' : 'category'} ids, or apply it to all.`,
          { name: p.name, kind: p.scope.kind },
        ),
      );
    }
  });
  return out;
}
