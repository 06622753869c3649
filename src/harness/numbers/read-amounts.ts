import { foldDigits, scanNumerals, type Numeral } from './numeral-scan';

/**
 * money: a sum in yuan (¥199, 199元, 一百九十九块九, 立减二十, 满三百); rate: a discount as the
 * share paid (九折 = 0.9, 八五折 = 0.85); number: any other numeral (3克, 2019年, 双十二).
 */
export type AmountKind = 'money' | 'rate' | 'number';

/**
 * What a sum is, when the words around it say: `price` (到手价, 秒杀, 只要), `list` (原价,
 * 划线价), `threshold` (满300), `off` (减50, 省了30, 便宜了二十块, 直降50).
 */
export type MoneyRole = 'price' | 'list' | 'threshold' | 'off';

export interface Amount {
  /** The figure as written: "立减二十元", "满300", "¥199", "八五折" (labels such as 到手价 left out). */
  text: string;
  /** UTF-16 offsets of `text` in the input. */
  start: number;
  end: number;
  kind: AmountKind;
  /** money: yuan; rate: the share paid (0.9); number: the numeral's value. */
  value: number;
  role?: MoneyRole;
}

// Suffixes, read on the folded text right after the numeral. "块" is money unless a
// counted thing follows ("两块茶饼", "一块儿"); 元旦 and 元宵 are not yuan.
const RATE = /^\s*折(?![叠腾射])/;
const MONEY_UNIT =
  /^\s*(?:元(?![旦宵素老])|圆|块钱|块(?![茶饼砖儿糖肉布板石地田蛋去来玩走面巧])|rmb)/i;
const TENTHS_UNIT = /^\s*[角毛]/;
const OTHER_UNIT =
  /^\s*(?:度|千克|公斤|克|kg|g|ml|毫升|斤|两|件|个|罐|盒|袋|包|瓶|饼|片|泡|年|月|日|号|天|周|小时|分钟|分|秒|点|人|位|次|倍|%|岁|层|楼|款|种|条|支|杯|壶|遍)/i;

// Prefixes, read on the text right before the numeral (after an optional "¥").
const ROLE_WORDS: readonly [MoneyRole, RegExp][] = [
  ['list', /(?:原价|划线价|日常价|专柜价|市场价|吊牌价)[:：]?\s*$/],
  ['threshold', /满\s*$/],
  ['off', /(?:立减|直降|减了?|降了?|省了?|便宜了?|优惠了?|让利|返现?)\s*$/],
  ['price', /(?:秒杀价?|到手价?|价格?是?|仅需?|只要|只需)[:：]?\s*$/],
];
const YUAN_SIGN = /¥\s*$/;
const HALF = /半价|对折/g;

function roleBefore(before: string): { role: MoneyRole; length: number } | undefined {
  for (const [role, words] of ROLE_WORDS) {
    const m = words.exec(before);
    if (m) return { role, length: m[0].length };
  }
  return undefined;
}

/** 九折 0.9, 95折 0.95, 8.5折 0.85, 八五折 0.85; undefined for what no discount is. */
function rateOf(value: number): number | undefined {
  if (value <= 0 || value >= 100) return undefined;
  return Math.round((value < 10 ? value / 10 : value / 100) * 1e6) / 1e6;
}

interface Reading {
  amount: Omit<Amount, 'text'>;
  /** Numerals consumed as the tenths of this sum ("块九"). */
  consumed: number;
}

/** "一百九十九块九", "3块5", "199元9角": a single digit right after the unit is tenths. */
function tenthsAfter(folded: string, at: number, next: Numeral | undefined) {
  if (!next || next.start !== at || next.sequence) return undefined;
  if (!Number.isInteger(next.value) || next.value > 9 || next.end - next.start !== 1) return;
  const rest = folded.slice(next.end);
  if (/^\s*(?:折|元|块|%|倍|\d)/.test(rest)) return undefined;
  const unit = TENTHS_UNIT.exec(rest);
  return { value: next.value / 10, end: next.end + (unit ? unit[0].length : 0) };
}

function read(folded: string, n: Numeral, next: Numeral | undefined): Reading {
  const after = folded.slice(n.end, n.end + 6);
  const rate = RATE.exec(after);
  if (rate) {
    const value = rateOf(n.value);
    if (value !== undefined)
      return {
        amount: { start: n.start, end: n.end + rate[0].length, kind: 'rate', value },
        consumed: 0,
      };
  }
  const before = folded.slice(Math.max(0, n.start - 10), n.start);
  const sign = YUAN_SIGN.exec(before);
  const said = roleBefore(sign ? before.slice(0, sign.index) : before);
  // 满 and 减 are part of the figure ("满300" is a threshold); 原价 and 到手价 only label it.
  const operator = said && (said.role === 'threshold' || said.role === 'off');
  const start = n.start - (sign?.[0].length ?? 0) - (operator ? said.length : 0);
  const role = said ? { role: said.role } : {};
  const unit = MONEY_UNIT.exec(after);
  if (unit) {
    const end = n.end + unit[0].length;
    const tenths = tenthsAfter(folded, end, next);
    const value = Math.round((n.value + (tenths?.value ?? 0)) * 1e6) / 1e6;
    const amount = { start, end: tenths?.end ?? end, kind: 'money' as const, value, ...role };
    return { amount, consumed: tenths ? 1 : 0 };
  }
  const tenths = TENTHS_UNIT.exec(after);
  if (tenths && !said)
    return {
      amount: { start, end: n.end + tenths[0].length, kind: 'money', value: n.value / 10 },
      consumed: 0,
    };
  if (!OTHER_UNIT.test(after) && (sign || said))
    return { amount: { start, end: n.end, kind: 'money', value: n.value, ...role }, consumed: 0 };
  return { amount: { start: n.start, end: n.end, kind: 'number', value: n.value }, consumed: 0 };
}

/**
 * Every amount `text` states, left to right: money with its role, discount rates, and the
 * other numerals as plain numbers. Full-width digits and "￥" count as their ASCII forms.
 */
export function readAmounts(text: string): Amount[] {
  const folded = foldDigits(text);
  const numerals = scanNumerals(folded);
  const out: Amount[] = [];
  for (let i = 0; i < numerals.length; i++) {
    const { amount, consumed } = read(folded, numerals[i]!, numerals[i + 1]);
    out.push({ ...amount, text: text.slice(amount.start, amount.end) });
    i += consumed;
  }
  for (const m of folded.matchAll(HALF))
    out.push({ text: m[0], start: m.index, end: m.index + 2, kind: 'rate', value: 0.5 });
  return out.sort((a, b) => a.start - b.start);
}

/** The sums and discount rates a text states, without its plain numbers. */
export function readPrices(text: string): Amount[] {
  return readAmounts(text).filter((a) => a.kind !== 'number');
}
