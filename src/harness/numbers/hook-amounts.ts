import { readAmounts, type Amount } from './read-amounts';

/**
 * What an amount is to a hook: `price` a sum paid or asked (到手价, 原价, 199元), `discount`
 * a sum taken off (减50, 省了30, 立减二十元), `threshold` a spend that unlocks an offer
 * (满300), `rate` a discount rate as the share paid (九折 = 0.9, 半价 = 0.5).
 */
export type HookAmountKind = 'price' | 'discount' | 'threshold' | 'rate';

/** One amount as `ctx.amounts(text)` gives it to a hook (plain JSON, no zod). */
export interface HookAmount {
  /** price, discount, threshold: yuan; rate: the share paid. */
  value: number;
  kind: HookAmountKind;
  /** As written, e.g. "二百一十九元", "¥219", "满300", "九折". */
  text: string;
  /** UTF-16 offsets in the text read: text.slice(start, end) is `text`. */
  start: number;
  end: number;
}

function kindOf(amount: Amount): HookAmountKind | undefined {
  if (amount.kind === 'rate') return 'rate';
  if (amount.kind !== 'money') return undefined;
  if (amount.role === 'off') return 'discount';
  if (amount.role === 'threshold') return 'threshold';
  return 'price';
}

/**
 * The sums and discount rates `text` states, left to right, read by the core's one amount
 * reader (readAmounts); plain numbers (3克, 2019年) are left out. The hook sandbox runs
 * this for `ctx.amounts`, so a hook reads figures as the rest of the studio does.
 */
export function hookAmounts(text: string): HookAmount[] {
  const out: HookAmount[] = [];
  for (const amount of readAmounts(text)) {
    const kind = kindOf(amount);
    if (kind === undefined) continue;
    const { value, start, end } = amount;
    out.push({ value, kind, text: amount.text, start, end });
  }
  return out;
}
