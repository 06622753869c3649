import { foldDigits, readAmounts, readPrices } from '../numbers';

export interface PriceFigure {
  /** The figure as written in the reply, e.g. "¥199", "减50", "立减二十元", "95折". */
  text: string;
  /** money: yuan; rate: in 折, the tenths paid (9.5 for 95折 and 九五折). */
  value: number;
  kind: 'money' | 'rate';
}

/**
 * Every price, discount or threshold figure the reply states, in Arabic or Chinese numerals
 * (read by the core's one amount parser, readPrices), full-width forms folded.
 */
export function priceFigures(reply: string): PriceFigure[] {
  return readPrices(reply).map((a) => ({
    text: foldDigits(a.text),
    value: a.kind === 'rate' ? Math.round(a.value * 1e5) / 1e4 : a.value,
    kind: a.kind === 'rate' ? 'rate' : 'money',
  }));
}

/**
 * Numbers in a tool result, including those inside strings ("再加一件满299可减50",
 * "立减二十元"): sums and rates in any numerals, other numbers only in Arabic ones.
 */
export function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number' && Number.isFinite(value)) out.push(value);
  else if (typeof value === 'string') {
    for (const a of readAmounts(value))
      if (a.kind !== 'number' || /\d/.test(foldDigits(a.text))) out.push(a.value);
  } else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * "95折" and "9.5折" both mean paying 95%; a tool may say so as 95, 9.5, 0.95, or as
 * `percent_off: 5`. Money figures must equal a known number.
 */
export function isKnownFigure(figure: PriceFigure, known: readonly number[]): boolean {
  if (figure.kind === 'money') return known.some((k) => near(k, figure.value));
  const paid = figure.value < 10 ? figure.value * 10 : figure.value;
  const forms = [figure.value, paid, paid / 10, paid / 100, 100 - paid];
  return known.some((k) => forms.some((f) => near(k, f)));
}
