import { toPointer, warning, withRelated, type Diagnostic } from '../diagnostics';
import { readPrices, type Amount } from '../numbers';
import type { HarnessDocument } from '../schema/document';
import type { Promotion } from '../schema/promotion';

/** The amount fields of a promotion a name may restate. */
export type PromotionPart =
  'price' | 'threshold' | 'discount' | 'amount' | 'minSpend' | 'percentOff';

/** The editor's labels, for the English message. */
const LABEL: Record<PromotionPart, string> = {
  price: 'flash sale price',
  threshold: 'threshold (spend at least)',
  discount: 'amount off',
  amount: 'coupon value',
  minSpend: 'minimum spend',
  percentOff: 'percent off',
};

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** The fields this figure of the name may stand for, with its value in their unit. */
function partsFor(p: Promotion, a: Amount): { parts: PromotionPart[]; value: number } | undefined {
  if (a.kind === 'rate')
    return p.type === 'percentage'
      ? { parts: ['percentOff'], value: Math.round((1 - a.value) * 1e4) / 100 }
      : undefined;
  // 原价 names the list price, which no promotion field holds.
  if (a.kind !== 'money' || a.role === 'list') return undefined;
  const { role, value } = a;
  switch (p.type) {
    case 'threshold':
      if (role === 'threshold') return { parts: ['threshold'], value };
      if (role === 'off') return { parts: ['discount'], value };
      return { parts: ['threshold', 'discount'], value };
    case 'coupon':
      return { parts: [role === 'threshold' ? 'minSpend' : 'amount'], value };
    case 'flash_sale':
      // 直降50 or 满300 beside a flash sale's price say something its fields do not hold.
      return role === undefined || role === 'price' ? { parts: ['price'], value } : undefined;
    default:
      return undefined;
  }
}

function fieldValue(p: Promotion, part: PromotionPart): number {
  return (p as unknown as Record<PromotionPart, number>)[part] ?? 0;
}

/**
 * Figures in a promotion's name that its fields contradict ("秒杀169元" with a price of 149,
 * "满300减50" over a threshold of 200, "九折" at 15% off): warnings, since the name is what
 * hosts read out and viewers see, while the fields are what the tools compute with.
 */
export function checkPromotionNameNumbers(doc: HarnessDocument): Diagnostic[] {
  const out: Diagnostic[] = [];
  doc.promotions.forEach((p, i) => {
    for (const amount of readPrices(p.name)) {
      const stated = partsFor(p, amount);
      if (!stated || stated.parts.some((part) => near(fieldValue(p, part), stated.value))) continue;
      // Of the fields it may mean, the one it is closest to is the one that was changed.
      const part = stated.parts.reduce((best, q) =>
        Math.abs(fieldValue(p, q) - stated.value) < Math.abs(fieldValue(p, best) - stated.value)
          ? q
          : best,
      );
      const value = fieldValue(p, part);
      const said =
        part === 'percentOff' ? `"${amount.text}" (${stated.value}% off)` : `"${amount.text}"`;
      const d = warning(
        toPointer(['promotions', i, 'name']),
        'promotion.name_number_mismatch',
        `Promotion "${p.name}": its name says ${said}, but its ${LABEL[part]} is ${value}. ` +
          'Hosts and viewers would see two different figures: change the name or the field.',
        { name: p.name, said: amount.text, value: stated.value, part, fieldValue: value },
      );
      out.push(withRelated(d, [toPointer(['promotions', i, part])]));
    }
  });
  return out;
}
