import { foldWidth } from './normalize';

export interface PriceFigure {
  /** The figure as written in the reply, e.g. "¥199", "减50", "95折". */
  text: string;
  value: number;
  kind: 'money' | 'rate';
}

const N = String.raw`(\d+(?:\.\d+)?)`;
// One pass with alternatives so "减50元" is one figure, not two. "块" is money unless a
// counted thing follows ("2块茶饼"). Chinese numerals ("五十元") are not read.
const FIGURE = new RegExp(
  [
    String.raw`¥\s*${N}`,
    String.raw`(?:减|省了?|便宜了?)\s*${N}`,
    String.raw`${N}\s*(?:元|块(?![茶饼砖]))`,
    String.raw`满\s*${N}`,
    String.raw`${N}\s*折`,
  ].join('|'),
  'g',
);

/** Every price, discount or threshold figure the reply states, full-width forms folded. */
export function priceFigures(reply: string): PriceFigure[] {
  const out: PriceFigure[] = [];
  for (const m of foldWidth(reply).matchAll(FIGURE)) {
    const rate = m[5] !== undefined;
    const digits = m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '';
    out.push({ text: m[0].trim(), value: Number(digits), kind: rate ? 'rate' : 'money' });
  }
  return out;
}

/** Numbers in a tool result, including those inside strings ("再加一件满299可减50"). */
export function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number' && Number.isFinite(value)) out.push(value);
  else if (typeof value === 'string')
    for (const m of foldWidth(value).matchAll(/\d+(?:\.\d+)?/g)) out.push(Number(m[0]));
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
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
