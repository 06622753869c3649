import type { Preferences } from '../schema/preferences';

export type Language = Preferences['language'];

/**
 * A number as plain decimal text: no exponent, no trailing zeros, "-0" as "0". Uses the
 * shortest round-trip digits, so 19.9 stays "19.9" and 1e21 becomes 21 digits.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (n === 0) return '0';
  const text = String(n);
  const e = text.indexOf('e');
  if (e === -1) return text;
  const sign = n < 0 ? '-' : '';
  const mantissa = text.slice(sign.length, e);
  const exponent = Number(text.slice(e + 1));
  const dot = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  // Position of the decimal point counted from the start of `digits`.
  const point = (dot === -1 ? mantissa.length : dot) + exponent;
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** Numbers we compute ourselves (e.g. 8.5折) rounded to cents, so float noise never shows. */
export function formatRounded(n: number): string {
  return formatNumber(Math.round(n * 100) / 100);
}

export function listSeparator(language: Language): string {
  return language === 'zh-CN' ? '、' : ', ';
}

export function joinList(items: readonly string[], language: Language): string {
  return items.join(listSeparator(language));
}

/** One value per line: line breaks inside a value would otherwise read as new entries. */
export function oneLine(text: string): string {
  // Most values have no line break: skip the regex (it dominates large inline skill lists).
  if (!text.includes('\n') && !text.includes('\r')) return text.trim();
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

export function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
