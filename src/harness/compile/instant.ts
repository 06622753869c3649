import { zoneOffsetMs } from '../zoned-time';
import { pad2 } from './format';

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Epoch ms of an ISO 8601 instant with an offset; NaN when it is not one. Parsed by hand
 * because `Date.parse` is only specified for 3 fraction digits.
 */
export function parseInstant(text: string): number {
  const m = ISO.exec(text);
  if (!m) return NaN;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map((v) => Number(v ?? 0)) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Number(((m[7] ?? '') + '000').slice(0, 3));
  const date = new Date(Date.UTC(2000, mo - 1, d, h, mi, s, ms));
  date.setUTCFullYear(y);
  if (date.getUTCDate() !== d) return NaN;
  const zone = m[8] as string;
  if (zone.toUpperCase() === 'Z') return date.getTime();
  const digits = zone.replace(':', '');
  const offset = (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5))) * 60_000;
  return date.getTime() - (zone[0] === '-' ? -offset : offset);
}

/** `YYYY-MM-DD HH:mm` on the wall clock of `timeZone`; null when the zone is unknown. */
export function formatWallClock(epochMs: number, timeZone: string): string | null {
  let offset: number;
  try {
    offset = zoneOffsetMs(epochMs, timeZone);
  } catch {
    return null;
  }
  const wall = new Date(epochMs + offset);
  if (Number.isNaN(wall.getTime())) return null;
  const year = String(wall.getUTCFullYear()).padStart(4, '0');
  return (
    `${year}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())} ` +
    `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`
  );
}
