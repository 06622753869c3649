import { useCallback } from 'react';
import { useLanguage } from './i18n';

/** Times shown in the reader's language and time zone, e.g. "2026/12/2 20:05". */
export function useFormatTime(): (iso: string | null | undefined) => string {
  const language = useLanguage();
  return useCallback(
    (iso) => {
      if (!iso) return '';
      const date = new Date(iso);
      if (Number.isNaN(date.getTime())) return iso;
      return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        date,
      );
    },
    [language],
  );
}
