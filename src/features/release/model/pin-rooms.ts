import type { LiveContext } from '../../../harness';
import type { SuggestedRoom } from '../../../harness/release/suggested-rooms';
import type { PromotionChange } from '../../../harness/release/touched-times';
import type { SampleContext } from '../../../harness/sample/contexts';

/** A live room the pin form offers: a promotion's suggested room or a sample one. */
export interface PinRoom {
  id: string;
  title: string;
  context: LiveContext;
  /** What the change does to the promotion the room is named after (suggested rooms). */
  change?: PromotionChange;
}

/** The promotions' rooms first (the form's default), then the sample rooms. */
export function pinRooms(
  suggested: readonly SuggestedRoom[],
  samples: readonly SampleContext[],
): PinRoom[] {
  return [
    ...suggested.map((r) => ({ id: r.id, title: r.title, context: r.context, change: r.change })),
    ...samples.map((s) => ({ id: s.id, title: s.title, context: s.context })),
  ];
}

/** The room with its time as the form set it; no `now` means the server's time when asked. */
export function roomContext(room: PinRoom, now: string | undefined): LiveContext {
  const { now: _fixed, ...rest } = room.context;
  return now ? { ...rest, now } : rest;
}
