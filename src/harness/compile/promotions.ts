import type { HarnessDocument } from '../schema/document';
import type { ParsedLiveContext } from '../schema/live-context';
import type { Promotion } from '../schema/promotion';
import { zonedTimeToEpoch } from '../zoned-time';
import { parseInstant } from './instant';

/** Start inclusive, end exclusive; a window that cannot be read is never open. */
export function isWindowOpen(promotion: Promotion, nowMs: number): boolean {
  const { start, end, timeZone } = promotion.window;
  const from = zonedTimeToEpoch(start, timeZone);
  const to = zonedTimeToEpoch(end, timeZone);
  return nowMs >= from && nowMs < to;
}

/**
 * A context without a viewer is treated as the schema's default viewer (new, no tier).
 * Member tiers narrow which members qualify; they say nothing about other kinds.
 */
export function isEligible(promotion: Promotion, context: ParsedLiveContext): boolean {
  const kind = context.viewer?.kind ?? 'new';
  const { viewers, memberTiers } = promotion.eligibility;
  if (!viewers.includes(kind)) return false;
  if (kind !== 'member' || memberTiers.length === 0) return true;
  const tier = context.viewer?.memberTier;
  return tier !== undefined && memberTiers.includes(tier);
}

/**
 * Enabled, and either forced on by the preview ("what if") or open now for this viewer.
 * Without `now` no window is open, so a context without a clock shows no promotion.
 */
export function activePromotions(doc: HarnessDocument, context: ParsedLiveContext): Promotion[] {
  const forced = new Set(context.activePromotionIds ?? []);
  const nowMs = context.now === undefined ? NaN : parseInstant(context.now);
  return doc.promotions.filter(
    (p) =>
      p.enabled &&
      (forced.has(p.id) ||
        (!Number.isNaN(nowMs) && isWindowOpen(p, nowMs) && isEligible(p, context))),
  );
}
