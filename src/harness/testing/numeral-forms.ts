// Test support: one whole number written in each form the core's amount reader reads.
const DIGITS = '零一二三四五六七八九';
const FORMAL = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '十', '百', '千'];
const FORMAL_UNITS = ['', '拾', '佰', '仟'];

/** 0..9999 in Chinese numerals: 二百一十九, 一千零五, 十五. */
function under10k(n: number, digits: string, units: string[], leadingTen: boolean): string {
  const parts = String(n).split('').map(Number);
  let out = '';
  let zero = false;
  parts.forEach((d, i) => {
    const unit = units[parts.length - 1 - i]!;
    if (d === 0) {
      zero = out !== '';
      return;
    }
    if (zero) out += digits[0];
    zero = false;
    const tenAlone = !leadingTen && out === '' && d === 1 && unit === units[1];
    out += (tenAlone ? '' : digits[d]) + unit;
  });
  return out === '' ? digits[0]! : out;
}

/** 0..99,999,999 in Chinese numerals (formal: 贰佰壹拾玖). */
export function chineseNumeral(n: number, formal = false): string {
  const digits = formal ? FORMAL : DIGITS;
  const units = formal ? FORMAL_UNITS : UNITS;
  const high = Math.floor(n / 10_000);
  const low = n % 10_000;
  if (high === 0) return under10k(low, digits, units, formal);
  const head = under10k(high, digits, units, formal) + (formal ? '万' : '万');
  if (low === 0) return head;
  return head + (low < 1000 ? digits[0] : '') + under10k(low, digits, units, true);
}

const fullWidth = (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));

/** A sum of yuan in each written form: Arabic, full-width, ¥, 块, Chinese, formal. */
export function moneyForms(n: number): string[] {
  return [
    `${n}元`,
    `¥${n}`,
    `￥${fullWidth(String(n))}`,
    `${fullWidth(String(n))}元`,
    `${n}块`,
    `${n}块钱`,
    `${chineseNumeral(n)}元`,
    `${chineseNumeral(n)}块`,
    `${chineseNumeral(n, true)}元`,
  ];
}
