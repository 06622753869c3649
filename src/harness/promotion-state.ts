import type { Promotion } from './schema/promotion';
import { zonedTimeToEpoch } from './zoned-time';
import { epochToWall } from './zoned-instant';

// Where a promotion stands at a given instant, said in the harness's time zone: the words
// "tonight" and "today" mean the shop's evening, not the reader's. Pure: the clock is passed in.

/**
 * - `running`: the window is open now (start inclusive, end exclusive, as the runtime decides).
 * - `tonight` / `today` / `tomorrow`: it starts later today (from 18:00: tonight) or tomorrow.
 * - `upcoming`: it starts after tomorrow. `ended`: its window has closed.
 * - `disabled`: switched off, whatever its window. `invalid`: the window cannot be read.
 */
export const PROMOTION_PHASES = [
  'running',
  'tonight',
  'today',
  'tomorrow',
  'upcoming',
  'ended',
  'disabled',
  'invalid',
] as const;

export type PromotionPhase = (typeof PROMOTION_PHASES)[number];

/** From this hour of the harness's day a start later today is "tonight". */
export const EVENING_FROM_HOUR = 18;

/** A wall-clock instant in the harness's zone. */
export interface WallTime {
  /** `YYYY-MM-DD` */
  date: string;
  /** `HH:mm`, 24-hour */
  time: string;
}

export interface PromotionState {
  phase: PromotionPhase;
  /** Epoch ms of the window's start and end; NaN when the window cannot be read. */
  start: number;
  end: number;
  /** The window in the harness's zone; null when it cannot be read. */
  from: WallTime | null;
  to: WallTime | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock of the zone at an instant; null for an unknown zone or a bad instant. */
export function wallTimeAt(epochMs: number, timeZone: string): WallTime | null {
  const wall = epochToWall(epochMs, timeZone);
  return wall === null ? null : { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** The calendar day after `YYYY-MM-DD` (promotions are dated after year 100). */
function nextDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/**
 * Where `promotion` stands at `nowMs`, judged in `timeZone` (the harness's
 * `settings.timeZone`); the window itself is read in its own zone, as the runtime reads it.
 */
export function promotionState(
  promotion: Pick<Promotion, 'window' | 'enabled'>,
  nowMs: number,
  timeZone: string,
): PromotionState {
  const w = promotion.window;
  const start = zonedTimeToEpoch(w?.start ?? '', w?.timeZone ?? '');
  const end = zonedTimeToEpoch(w?.end ?? '', w?.timeZone ?? '');
  const from = wallTimeAt(start, timeZone);
  const to = wallTimeAt(end, timeZone);
  const base = { start, end, from, to };
  if (promotion.enabled === false) return { phase: 'disabled', ...base };
  const today = wallTimeAt(nowMs, timeZone);
  if (!from || !to || !today || !(end > start)) return { phase: 'invalid', ...base };
  if (nowMs >= end) return { phase: 'ended', ...base };
  if (nowMs >= start) return { phase: 'running', ...base };
  if (from.date === today.date) {
    const evening = Number(from.time.slice(0, 2)) >= EVENING_FROM_HOUR;
    return { phase: evening ? 'tonight' : 'today', ...base };
  }
  if (from.date === nextDate(today.date)) return { phase: 'tomorrow', ...base };
  return { phase: 'upcoming', ...base };
}

/** Phases in the order a list shows them: what runs now and soon first, the ended and off last. */
const ORDER: Record<PromotionPhase, number> = {
  running: 0,
  tonight: 1,
  today: 1,
  tomorrow: 2,
  upcoming: 3,
  ended: 4,
  disabled: 5,
  invalid: 6,
};

/** Compares two states for a list: by phase, then by start. */
export function comparePromotionStates(a: PromotionState, b: PromotionState): number {
  return ORDER[a.phase] - ORDER[b.phase] || (a.start || 0) - (b.start || 0);
}
