import { z } from 'zod';
import { sampleContexts } from '../sample/contexts';
import type { HarnessDocument } from '../schema/document';
import {
  liveContextSchema,
  viewerContextSchema,
  type LiveContext,
  type ViewerContext,
} from '../schema/live-context';
import type { Promotion } from '../schema/promotion';
import { productFor, roomProducts } from './room-products';
import { PROMOTION_CHANGES, touchedTimes } from './touched-times';

// Imported from this file, not the core's index: the first screen does not build its schemas.

/** A live room a reviewer may pin a preview in, suggested by what a change touches. */
export const suggestedRoomSchema = z.object({
  /** `promotion:<id>`: the pin's `contextId`. */
  id: z.string(),
  /** The promotion's name: the room is named after it. */
  title: z.string(),
  promotionId: z.string(),
  change: z.enum(PROMOTION_CHANGES),
  /** Its `now` inside the window, a product the promotion applies to, a viewer it is for. */
  context: liveContextSchema,
});
export type SuggestedRoom = z.infer<typeof suggestedRoomSchema>;

export const pinSuggestionsSchema = z.object({
  /** The version the target serves now (the "before"), null when none; the proposed one. */
  before: z.int().nullable(),
  after: z.int().nullable(),
  rooms: z.array(suggestedRoomSchema),
});
export type PinSuggestions = z.infer<typeof pinSuggestionsSchema>;

export const suggestedRoomId = (promotionId: string) => `promotion:${promotionId}`;

/** A viewer the promotion is for: its first eligible kind, the sample room's viewer of it. */
function viewerFor(promotion: Promotion): ViewerContext {
  const kind = promotion.eligibility.viewers[0] ?? 'new';
  const sample = sampleContexts.find((s) => s.context.viewer?.kind === kind)?.context.viewer;
  const viewer = viewerContextSchema.parse({ ...sample, kind });
  const tiers = promotion.eligibility.memberTiers;
  if (kind !== 'member') return { ...viewer, memberTier: undefined };
  if (tiers.length > 0 && !tiers.includes(viewer.memberTier ?? '')) {
    return { ...viewer, memberTier: tiers[0] };
  }
  return viewer;
}

/**
 * One room per promotion the change touches (`touchedTimes`), named after it: a minute into
 * its window, with a product it applies to when the harness's fixtures or the sample rooms
 * know one, and a viewer it is for, so the promotion is active there on the side that has it.
 */
export function suggestedRooms(
  before: Pick<HarnessDocument, 'promotions' | 'tools'> | null,
  after: Pick<HarnessDocument, 'promotions' | 'tools'>,
): SuggestedRoom[] {
  const products = roomProducts({ tools: [...after.tools, ...(before?.tools ?? [])] });
  return touchedTimes(before, after).map(({ promotion, change, now }) => {
    const product = productFor(promotion, products);
    const context: LiveContext = {
      now,
      viewer: viewerFor(promotion),
      ...(product ? { product } : {}),
    };
    return {
      id: suggestedRoomId(promotion.id),
      title: promotion.name,
      promotionId: promotion.id,
      change,
      context: liveContextSchema.parse(context),
    };
  });
}
