import type { EventEmitter } from 'node:events';
import type { LabelMoveEvent } from '../events/label-events';

export interface FanOutOptions {
  /** Streams told per turn of the event loop. */
  slice?: number;
  /** Waits for the loop's next turn; a test passes a promise it releases itself. */
  nextTurn?: () => Promise<void>;
}

/** About 2-5 ms of socket writes: an answer or another request waits at most that long. */
const SLICE = 500;

const nextImmediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Tells a harness's event streams of a move, starting on a later turn of the event loop and
 * giving the loop back between slices. After-commit callbacks run on the commit's next turn,
 * while the move's own HTTP answer may still wait for a timer (@hono/node-server reads a
 * re-headered body on one): told in one go, 10,000 streams held that answer for 200 ms.
 */
export function fanOutMove(
  streams: EventEmitter,
  event: LabelMoveEvent,
  options: FanOutOptions = {},
): Promise<void> {
  const slice = options.slice ?? SLICE;
  const nextTurn = options.nextTurn ?? nextImmediate;
  return (async () => {
    await nextTurn();
    // The streams open now; one that opens later asked for the labels after the move.
    const listeners = streams.listeners(event.harnessId) as ((e: LabelMoveEvent) => void)[];
    for (let i = 0; i < listeners.length; i += slice) {
      if (i > 0) await nextTurn();
      for (const listener of listeners.slice(i, i + slice)) {
        try {
          listener(event);
        } catch (err) {
          console.error('[events] a label stream failed:', (err as Error).message);
        }
      }
    }
  })();
}
