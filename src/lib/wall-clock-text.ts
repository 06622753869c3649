// A date and time typed as text, the same in every language (`2026-12-12 20:00`, 24-hour):
// the browser's own date inputs follow the browser's locale, not the studio's language.

const STORED = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2})?$/;
// Lenient on what people paste: one-digit months, days and hours, `/` or `.` between the
// date's parts, a `T` or spaces before the time, a full-width colon from a Chinese keyboard.
const TYPED =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:\s+|T)(\d{1,2})[:：](\d{2})(?:[:：](\d{2}))?$/;

/** What a field shows for a stored wall time: `2026-12-12T20:00` as `2026-12-12 20:00`. */
export function wallClockText(value: string): string {
  return STORED.test(value) ? value.replace('T', ' ') : value;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Typed text as the stored wall time (`2026-12-12T20:00`), or null when it is not one: not in
 * the format, or a day or time that does not exist (02-30, 24:00).
 */
export function parseWallClockText(text: string): string | null {
  const m = TYPED.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const seconds = m[6] === undefined ? undefined : Number(m[6]);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || (seconds ?? 0) > 59) return null;
  // A day past the month's end rolls over in Date.UTC.
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return null;
  const wall = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
  return seconds === undefined ? wall : `${wall}:${pad(seconds)}`;
}
