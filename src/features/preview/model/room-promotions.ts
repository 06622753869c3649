import {
  activePromotions,
  harnessSettingsSchema,
  liveContextSchema,
  type HarnessDocument,
  type LiveContext,
  type Promotion,
} from '../../../harness';
import { parseInstant } from '../../../harness/compile/instant';
import {
  comparePromotionStates,
  promotionState,
  type PromotionState,
} from '../../../harness/promotion-state';

/** `settings.timeZone` until the previewed state's settings are read. */
export const DEFAULT_ZONE: string = harnessSettingsSchema.parse({}).timeZone;

export interface RoomPromotion {
  promotion: Promotion;
  state: PromotionState;
  /** Active for this room's viewer at its time: what the runtime puts in the prompt. */
  active: boolean;
}

/**
 * Each promotion of the previewed state at the room's time, judged as the runtime judges
 * it (`activePromotions`: its window and the viewer), and where it stands in the harness's
 * zone; the active first, then by state. Empty when the room cannot be read.
 */
export function roomPromotions(
  doc: HarnessDocument,
  context: LiveContext,
  now: string,
): RoomPromotion[] {
  const parsed = liveContextSchema.safeParse({ ...context, now });
  const nowMs = parseInstant(now);
  if (!parsed.success || Number.isNaN(nowMs)) return [];
  const active = new Set(activePromotions(doc, parsed.data).map((p) => p.id));
  return doc.promotions
    .map((promotion) => ({
      promotion,
      state: promotionState(promotion, nowMs, doc.settings.timeZone),
      active: active.has(promotion.id),
    }))
    .sort(
      (a, b) => Number(b.active) - Number(a.active) || comparePromotionStates(a.state, b.state),
    );
}
