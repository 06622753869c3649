import type { LiveContext } from '../schema/live-context';
import { zoneOffsetMs } from '../zoned-time';
import { pad2 } from './format';

/** An instant as ISO 8601 on the wall clock of `timeZone`, with its offset, to the second. */
export function isoInZone(epochMs: number, timeZone: string): string {
  const second = Math.floor(epochMs / 1000) * 1000;
  const offset = zoneOffsetMs(second, timeZone);
  const wall = new Date(second + offset);
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / 60_000;
  return (
    `${String(wall.getUTCFullYear()).padStart(4, '0')}-${pad2(wall.getUTCMonth() + 1)}-` +
    `${pad2(wall.getUTCDate())}T${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}:` +
    `${pad2(wall.getUTCSeconds())}${sign}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`
  );
}

export interface TurnTime {
  context: LiveContext;
  now: string;
  nowSource: 'context' | 'server';
}

/**
 * A turn always has a time: the live context's `now`, else the server's clock in the
 * harness's zone (to the second, so the turns of one second share a compiled prompt), so
 * the promotions in force are never silently none.
 */
export function withTurnTime(context: LiveContext, timeZone: string, nowMs: number): TurnTime {
  if (typeof context.now === 'string') return { context, now: context.now, nowSource: 'context' };
  let now: string;
  try {
    now = isoInZone(nowMs, timeZone);
  } catch {
    now = isoInZone(nowMs, 'UTC');
  }
  return { context: { ...context, now }, now, nowSource: 'server' };
}
