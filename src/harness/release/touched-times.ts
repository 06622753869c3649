import { canonicalJson } from '../canonical/canonical-json';
import type { HarnessDocument } from '../schema/document';
import type { Promotion, PromotionWindow } from '../schema/promotion';
import { instantInZone } from '../zoned-instant';
import { zonedTimeToEpoch } from '../zoned-time';

export const PROMOTION_CHANGES = ['added', 'changed', 'removed'] as const;
export type PromotionChange = (typeof PROMOTION_CHANGES)[number];

/** A time at which a change to the harness shows: inside one promotion's window. */
export interface TouchedTime {
  promotion: Promotion;
  change: PromotionChange;
  /** A minute after the window opens, with the offset of the promotion's own zone. */
  now: string;
}

const MINUTE = 60_000;

/**
 * A minute after `window` opens (its start when it lasts a minute or less), as an instant
 * with the offset of its zone; null when the window cannot be read or never opens.
 */
export function windowOpening(window: PromotionWindow): string | null {
  const start = zonedTimeToEpoch(window.start, window.timeZone);
  const end = zonedTimeToEpoch(window.end, window.timeZone);
  if (!(end > start)) return null;
  return instantInZone(end - start > MINUTE ? start + MINUTE : start, window.timeZone);
}

/**
 * Which times a change from `before` (null: nothing served yet) to `after` touches: one per
 * promotion it adds, changes in any field, or removes, at that promotion's window (the
 * removed one's as it was). In `after`'s order, then the removed in `before`'s; promotions
 * whose window cannot be read are left out.
 */
export function touchedTimes(
  before: Pick<HarnessDocument, 'promotions'> | null,
  after: Pick<HarnessDocument, 'promotions'>,
): TouchedTime[] {
  const old = new Map((before?.promotions ?? []).map((p) => [p.id, p]));
  const kept = new Set(after.promotions.map((p) => p.id));
  const touched: { promotion: Promotion; change: PromotionChange }[] = [];
  for (const promotion of after.promotions) {
    const was = old.get(promotion.id);
    if (!was) touched.push({ promotion, change: 'added' });
    else if (canonicalJson(was) !== canonicalJson(promotion))
      touched.push({ promotion, change: 'changed' });
  }
  for (const promotion of old.values()) {
    if (!kept.has(promotion.id)) touched.push({ promotion, change: 'removed' });
  }
  return touched.flatMap(({ promotion, change }) => {
    const now = windowOpening(promotion.window);
    return now === null ? [] : [{ promotion, change, now }];
  });
}
