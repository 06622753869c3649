import { useCallback } from 'react';
import { formatDateTime, type DateTimeOptions } from './format-date-time';
import { useLanguage } from './i18n';

/** Times in the reader's language and zone, in its one format: "2026-12-02 20:05", "Dec 2, 2026, 20:05". */
export function useFormatTime(
  options?: DateTimeOptions,
): (iso: string | null | undefined) => string {
  const language = useLanguage();
  const seconds = options?.seconds;
  const timeZone = options?.timeZone;
  return useCallback(
    (iso) => formatDateTime(iso, language, { seconds, timeZone }),
    [language, seconds, timeZone],
  );
}
