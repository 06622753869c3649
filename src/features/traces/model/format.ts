import { formatDateTime } from '../../../lib/format-date-time';
import type { Language } from '../../../lib/i18n';

/** A duration in ms for the list and the detail: whole ms, thousands grouped; null as a dash. */
export function formatMs(ms: number | null, language: string): string | null {
  if (ms === null) return null;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(ms);
}

/** A trace's time to the second (turns come seconds apart), in the reader's zone and format. */
export function formatAt(iso: string, language: Language): string {
  return formatDateTime(iso, language, { seconds: true });
}

/** Words typed in one box, split on ASCII or Chinese commas, blanks dropped, each once. */
export function splitWords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、\n]/)
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
}

/** A case id from a trace id: the entity id rule (lowercase, digits, single hyphens). */
export function caseIdFor(traceId: string): string {
  return `trace-${traceId.replace(/[^0-9a-f]/g, '').slice(0, 12)}`;
}
