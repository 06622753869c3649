import { useCallback } from 'react';
import { useLanguage } from './i18n';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago, in the reader's language: "3 hours ago", "3小时前"; under a minute, `now`. */
export function relativeTime(language: string, iso: string, now: number, justNow: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return iso;
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return justNow;
}

export function useRelativeTime(justNow: string): (iso: string) => string {
  const language = useLanguage();
  return useCallback(
    (iso) => relativeTime(language, iso, Date.now(), justNow),
    [language, justNow],
  );
}
