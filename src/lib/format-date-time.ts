import type { Language } from './i18n/language-store';

/**
 * The one way a date and time is written in each language, everywhere in the studio:
 * zh-CN `2026-12-04 20:00`, en `Dec 4, 2026, 20:00` (24-hour clock in both, so a time
 * reads the same in a list, a form's hint and a refusal).
 */
export interface DateTimeOptions {
  /** Seconds too (`20:00:05`): traces and turn timings, where they matter. */
  seconds?: boolean;
  /** The zone to show the instant in; the reader's own when left out. */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, options: DateTimeOptions): Intl.DateTimeFormat {
  const key = `${language} ${options.seconds ? 's' : ''} ${options.timeZone ?? ''}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'zh-CN' ? 'en-CA' : 'en-US', {
      year: 'numeric',
      month: language === 'zh-CN' ? '2-digit' : 'short',
      day: language === 'zh-CN' ? '2-digit' : 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(options.seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    });
    formatters.set(key, f);
  }
  return f;
}

function write(date: Date, language: Language, options: DateTimeOptions): string {
  const parts: Record<string, string> = {};
  for (const p of formatter(language, options).formatToParts(date)) parts[p.type] = p.value;
  const time = `${parts.hour}:${parts.minute}${options.seconds ? `:${parts.second}` : ''}`;
  return language === 'zh-CN'
    ? `${parts.year}-${parts.month}-${parts.day} ${time}`
    : `${parts.month} ${parts.day}, ${parts.year}, ${time}`;
}

/** An instant (ISO string or Date) in the language's one format; an unreadable one as given. */
export function formatDateTime(
  value: string | Date | null | undefined,
  language: Language,
  options: DateTimeOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return write(date, language, options);
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A wall-clock time with no zone of its own (a promotion's `2026-12-12T20:00`, read in the
 * harness's zone) in the same format, unconverted; text that is not one stays as it is.
 */
export function formatWallClock(value: string, language: Language): string {
  const m = WALL_CLOCK.exec(value);
  if (!m) return value;
  const [, y, mo, d, h, mi] = m.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!));
  // A day that does not exist (02-30) rolls over in Date.UTC: show the text instead.
  if (date.getUTCDate() !== d) return value;
  return write(date, language, { timeZone: 'UTC' });
}

/** What a wall-clock input expects, said in the language's format: `2026-12-12 20:00`. */
export function wallClockExample(language: Language): string {
  return formatWallClock('2026-12-12T20:00', language);
}
