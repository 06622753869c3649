import type { Promotion } from '../schema/promotion';
import { zonedTimeToEpoch } from '../zoned-time';
import type { QuoteMoment } from './quote-schema';
import { sameJson } from './same-json';

/** A promotion whose content differs between two documents (absent on one side: added or removed). */
export interface ChangedPromotion {
  id: string;
  before?: Promotion;
  after?: Promotion;
}

interface Span {
  start: number;
  end: number;
}

/** When a promotion is in force (start inclusive, end exclusive); null when off or unreadable. */
function span(p: Promotion | undefined): Span | null {
  if (!p?.enabled) return null;
  const start = zonedTimeToEpoch(p.window.start, p.window.timeZone);
  const end = zonedTimeToEpoch(p.window.end, p.window.timeZone);
  return Number.isFinite(start) && Number.isFinite(end) && end > start ? { start, end } : null;
}

/** The first instant of `a` outside `b`; null when there is none. */
function firstOutside(a: Span | null, b: Span | null): number | null {
  if (!a) return null;
  if (!b || a.start < b.start || a.start >= b.end) return a.start;
  return b.end < a.end ? b.end : null;
}

function firstShared(a: Span | null, b: Span | null): number | null {
  if (!a || !b) return null;
  const start = Math.max(a.start, b.start);
  return start < Math.min(a.end, b.end) ? start : null;
}

/**
 * What a promotion says about the harness's prices: all but its name, window, quota and the
 * shops it reaches (which decide which shops' hosts say them, not what is said).
 */
const NOT_PRICING = new Set(['name', 'window', 'quota', 'shops']);
const pricing = (p: Promotion | undefined): unknown =>
  p && Object.fromEntries(Object.entries(p).filter(([k]) => !NOT_PRICING.has(k)));

/** Promotions that differ, in the after document's order, then the removed ones. */
export function changedPromotions(
  before: readonly Promotion[],
  after: readonly Promotion[],
): ChangedPromotion[] {
  const byId = (list: readonly Promotion[]) => {
    const m = new Map<string, Promotion>();
    for (const p of list) if (!m.has(p.id)) m.set(p.id, p);
    return m;
  };
  const b = byId(before);
  const a = byId(after);
  const out: ChangedPromotion[] = [];
  for (const [id, p] of a)
    if (!sameJson(b.get(id), p)) out.push({ id, before: b.get(id), after: p });
  for (const [id, p] of b) if (!a.has(id)) out.push({ id, before: p });
  return out;
}

/**
 * The times a change of promotions touches, earliest first: for each changed promotion, the
 * start of what its old and new windows share (when its figures, scope, viewers or stacking
 * changed), the first instant of its new window outside the old one, and of its old window
 * outside the new one (a window removed, moved or shortened). Promotions whose moments fall
 * at the same instant share it.
 */
export function changeMoments(changed: readonly ChangedPromotion[]): QuoteMoment[] {
  const moments = new Map<number, QuoteMoment>();
  const add = (ms: number | null, c: ChangedPromotion, window: 'both' | 'new' | 'old') => {
    if (ms === null) return;
    const at = new Date(ms).toISOString();
    const moment = moments.get(ms) ?? { at, promotions: [] };
    const name = c.after?.name ?? c.before?.name ?? c.id;
    if (!moment.promotions.some((p) => p.id === c.id))
      moment.promotions.push({ id: c.id, name, window });
    moments.set(ms, moment);
  };
  for (const c of changed) {
    const b = span(c.before);
    const a = span(c.after);
    if (!sameJson(pricing(c.before), pricing(c.after))) add(firstShared(b, a), c, 'both');
    add(firstOutside(a, b), c, 'new');
    add(firstOutside(b, a), c, 'old');
  }
  return [...moments.entries()].sort(([x], [y]) => x - y).map(([, m]) => m);
}
