/**
 * Finds numerals in text, Arabic (199, 1,299, 1.5), Chinese (二十, 一百九十九, 三千五,
 * 一万二, 壹佰, 八五) and mixed (1.5万, 3千), each with its value and span. What a numeral
 * means (money, a discount) is decided by its neighbours, in read-amounts.ts.
 */

export interface Numeral {
  start: number;
  end: number;
  value: number;
  /** Chinese digits with no unit between them ("八五", "二零二六"): read digit by digit. */
  sequence: boolean;
}

// prettier-ignore
const DIGIT: Record<string, number> = {
  零: 0, 〇: 0, 一: 1, 壹: 1, 二: 2, 贰: 2, 两: 2, 三: 3, 叁: 3, 四: 4, 肆: 4,
  五: 5, 伍: 5, 六: 6, 陆: 6, 七: 7, 柒: 7, 八: 8, 捌: 8, 九: 9, 玖: 9,
};
// prettier-ignore
const UNIT: Record<string, number> = {
  十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1_000, 仟: 1_000, 万: 1e4, 萬: 1e4, 亿: 1e8, 億: 1e8,
};

const ARABIC = /\d{1,3}(?:,\d{3})+(?![\d,])(?:\.\d+)?|\d+(?:\.\d+)?/y;
// 千克, 千米, 百分之: units of measure and percentages, not thousands or hundreds.
const NOT_A_UNIT = /^(?:千[克米瓦卡]|百分)/;

type Element = { digit: number; arabic: boolean; zero: boolean } | { unit: number };

/** Full-width digits, "．" and "￥" as their ASCII forms, one UTF-16 unit each (spans hold). */
export function foldDigits(text: string): string {
  return text.replace(/[\uFF10-\uFF19\uFF0E\uFFE5\uFF05]/g, (c) =>
    c === '\uFFE5' ? '¥' : String.fromCharCode(c.charCodeAt(0) - 0xfee0),
  );
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** The value of numeral elements: 十百千 within a 万 section, 万 and 亿 as multipliers. */
function evaluate(elements: readonly Element[]): number {
  let total = 0;
  let section = 0;
  let current = 0;
  let digit: number | undefined;
  let lastUnit = 0;
  let zeroSinceUnit = false;
  let digitAfterUnit = false;
  for (const el of elements) {
    if ('digit' in el) {
      if (el.zero) zeroSinceUnit = true;
      else {
        digitAfterUnit = digit === undefined && lastUnit > 0 && !zeroSinceUnit;
        digit = el.digit;
      }
      continue;
    }
    const d = digit ?? (el.unit === 10 ? 1 : 0);
    if (el.unit < 1e4) current += d * el.unit;
    else if (el.unit === 1e4) {
      section += (current + d) * 1e4;
      current = 0;
    } else {
      total += (section + current + d) * 1e8;
      section = current = 0;
    }
    digit = undefined;
    lastUnit = el.unit;
    zeroSinceUnit = false;
  }
  // 三千五 = 3500, 一万二 = 12000, 两百五 = 250 (but 十五 = 15, 一千零五 = 1005).
  let tail = digit ?? 0;
  if (digit !== undefined && digitAfterUnit && lastUnit >= 100) tail = digit * (lastUnit / 10);
  return round(total + section + current + tail);
}

/** The numeral starting at `i`, or undefined when none does. */
export function numeralAt(text: string, i: number): Numeral | undefined {
  const elements: Element[] = [];
  let j = i;
  let units = 0;
  let digitsInRow = 0;
  let decimal = false;
  while (j < text.length) {
    const c = text[j]!;
    const last = elements.at(-1);
    ARABIC.lastIndex = j;
    const arabic = ARABIC.exec(text);
    if (arabic) {
      if (decimal || (last && 'digit' in last && !last.zero)) break;
      if (elements.length > 0 && arabic[0].includes(',')) break;
      elements.push({ digit: Number(arabic[0].replace(/,/g, '')), arabic: true, zero: false });
      j += arabic[0].length;
      digitsInRow = 1;
      continue;
    }
    if (c in DIGIT) {
      if (decimal) break;
      // 两 is "two" before a unit or alone, never after another digit (三两 is a weight).
      if (c === '两' && digitsInRow > 0) break;
      if (last && 'digit' in last) {
        const afterZero = last.zero && units > 0;
        if (last.arabic || (units > 0 && !afterZero)) break;
      }
      elements.push({ digit: DIGIT[c]!, arabic: false, zero: DIGIT[c] === 0 });
      // 一千零五十: the digit after 零 starts afresh; 二零二六 counts on.
      const afterUnitZero = last && 'digit' in last && last.zero && units > 0;
      digitsInRow = last && 'digit' in last && !afterUnitZero ? digitsInRow + 1 : 1;
      j++;
      continue;
    }
    if (c in UNIT) {
      const unit = UNIT[c]!;
      if (NOT_A_UNIT.test(text.slice(j, j + 2))) break;
      if (elements.length === 0 && unit !== 10) break;
      if (decimal && unit < 1e4) break;
      if (last && 'digit' in last && last.arabic && unit === 10) break;
      if (digitsInRow > 1) break; // 二零二六 followed by a unit: the digits stand alone
      // 一千万 (a multiplier after a unit), 一百十五 (一百一十五 said short).
      const after = last && 'unit' in last ? last.unit : undefined;
      if (after && !((after < unit && unit >= 1e4) || (after === 100 && unit === 10))) break;
      elements.push({ unit });
      units++;
      digitsInRow = 0;
      j++;
      if (decimal) break; // 一点五万: nothing may follow the multiplier
      continue;
    }
    if (
      c === '点' &&
      !decimal &&
      elements.length > 0 &&
      /[零〇一二三四五六七八九]/.test(text[j + 1] ?? '')
    ) {
      // 一点五, 九点五折, 十二点五万: the whole part, then its digits one by one.
      let k = j + 1;
      let fraction = '';
      while (k < text.length && /[零〇一二三四五六七八九]/.test(text[k]!)) {
        fraction += String(DIGIT[text[k]!]);
        k++;
      }
      const whole = sequenceOrValue(elements, digitsInRow);
      elements.length = 0;
      elements.push({ digit: Number(`${whole}.${fraction}`), arabic: false, zero: false });
      units = 0;
      digitsInRow = 1;
      decimal = true;
      j = k;
      continue;
    }
    break;
  }
  if (elements.length === 0) return undefined;
  const sequence = units === 0 && digitsInRow > 1 && !decimal;
  return {
    start: i,
    end: j,
    value: sequence ? sequenceValue(elements) : evaluate(elements),
    sequence,
  };
}

function sequenceValue(elements: readonly Element[]): number {
  return Number(elements.map((e) => ('digit' in e ? String(e.digit) : '')).join(''));
}

function sequenceOrValue(elements: readonly Element[], digitsInRow: number): number {
  const units = elements.some((e) => 'unit' in e);
  return !units && digitsInRow > 1 ? sequenceValue(elements) : evaluate(elements);
}

const STARTS = /[\d零〇一二两三四五六七八九壹贰叁肆伍陆柒捌玖十拾]/g;

/** Every numeral in `text` (already folded by foldDigits), left to right, none overlapping. */
export function scanNumerals(text: string): Numeral[] {
  const out: Numeral[] = [];
  STARTS.lastIndex = 0;
  for (let m = STARTS.exec(text); m; m = STARTS.exec(text)) {
    // A digit glued after another ("1.5.3", "v2"): only its own numeral.
    const n = numeralAt(text, m.index);
    if (!n || n.end === n.start) continue;
    out.push(n);
    STARTS.lastIndex = n.end;
  }
  return out;
}
