import type { LiveContext } from '../schema/live-context';
import { instantInZone } from '../zoned-instant';

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
  const now =
    instantInZone(nowMs, timeZone) ?? new Date(Math.floor(nowMs / 1000) * 1000).toISOString();
  return { context: { ...context, now }, now, nowSource: 'server' };
}
