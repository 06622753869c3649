import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';
import type { ReleaseEventType } from '../../../src/harness';

/** Dispatchers listen here: a delivery was queued (they also look on a timer). */
export const DELIVERIES_CHANNEL = 'webhook_deliveries';

export interface ReleaseEvent {
  harnessId: string;
  type: ReleaseEventType;
  /** The event's `data` (Standard Webhooks payload: `{ type, timestamp, data }`). */
  data: Record<string, unknown>;
}

/**
 * Queues `event` for every enabled webhook of its harness that subscribed to its type, in
 * the caller's transaction: an outbox, so it is sent only if the change commits
 * (webhook-dispatcher.ts sends it, in order per webhook).
 */
export async function emitReleaseEvent(tx: Db, event: ReleaseEvent): Promise<void> {
  const hooks = await tx.query<{ id: number | string; events: string }>(
    'SELECT id, events FROM webhooks WHERE harness_id = ? AND enabled = 1',
    [event.harnessId],
  );
  const at = nowIso();
  const payload = JSON.stringify({ type: event.type, timestamp: at, data: event.data });
  let queued = 0;
  for (const hook of hooks) {
    if (!(JSON.parse(hook.events) as string[]).includes(event.type)) continue;
    await tx.run(
      `INSERT INTO webhook_deliveries (webhook_id, harness_id, message_id, type, payload, next_attempt_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [Number(hook.id), event.harnessId, `msg_${randomUUID()}`, event.type, payload, at, at],
    );
    queued += 1;
  }
  // Wakes the dispatchers of every instance once this commits (they also poll).
  if (queued > 0) await tx.publish(DELIVERIES_CHANNEL, event.harnessId);
}
