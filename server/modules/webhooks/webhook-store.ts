import { randomBytes } from 'node:crypto';
import type { Db, SqlParam } from '../../db/db';
import { nowIso } from '../../db/clock';
import { checkLimit, decodeCursor, toPage, type Page, type PageRequest } from '../../db/paging';
import { NotFound } from '../../db/store-errors';
import { appendAudit } from '../audit/audit-store';
import { DELIVERIES_CHANNEL } from './emit-event';
import type {
  ReleaseEventType,
  Webhook,
  WebhookDelivery,
} from '../../../src/harness/release/webhook';

interface WebhookRow {
  id: number | string;
  harness_id: string;
  url: string;
  description: string;
  events: string;
  enabled: number;
  created_by: string;
  created_at: string;
}

export interface DeliveryRow {
  id: number | string;
  webhook_id: number | string;
  harness_id: string;
  message_id: string;
  type: string;
  payload: string;
  state: string;
  attempts: string;
  attempt_count: number | string;
  next_attempt_at: string | null;
  leased_until: string | null;
  created_at: string;
}

// Every column but the secret: what leaves this file never carries it by accident.
const PUBLIC_COLUMNS = 'id, harness_id, url, description, events, enabled, created_by, created_at';

function toWebhook(row: WebhookRow): Webhook {
  return {
    id: Number(row.id),
    harnessId: row.harness_id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as ReleaseEventType[],
    enabled: Number(row.enabled) === 1,
    createdBy: row.created_by,
    createdAt: row.created_at,
  };
}

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: Number(row.id),
    webhookId: Number(row.webhook_id),
    messageId: row.message_id,
    type: row.type as ReleaseEventType,
    payload: JSON.parse(row.payload) as unknown,
    state: row.state as WebhookDelivery['state'],
    attempts: JSON.parse(row.attempts) as WebhookDelivery['attempts'],
    nextAttemptAt: row.state === 'pending' ? row.next_attempt_at : null,
    createdAt: row.created_at,
  };
}

/** A Standard Webhooks signing secret: `whsec_` and base64 of 24 random bytes. */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

export interface WebhookInput {
  url: string;
  description: string;
  events: ReleaseEventType[];
}

/** Creates a webhook; its secret is returned this once and is in no audit record. */
export async function createWebhook(
  db: Db,
  harnessId: string,
  input: WebhookInput & { actor: string },
): Promise<{ webhook: Webhook; secret: string }> {
  const secret = newSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx.query<WebhookRow>(
      `INSERT INTO webhooks (harness_id, url, description, events, secret, enabled, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, 1, ?, ?) RETURNING ${PUBLIC_COLUMNS}`,
      [
        harnessId,
        input.url,
        input.description,
        JSON.stringify(input.events),
        secret,
        input.actor,
        nowIso(),
      ],
    );
    const webhook = toWebhook(row!);
    await appendAudit(tx, {
      actor: input.actor,
      harnessId,
      action: 'webhook.create',
      entity: `webhook/${webhook.id}`,
      after: webhook,
    });
    return { webhook, secret };
  });
}

export async function listWebhooks(db: Db, harnessId: string): Promise<Webhook[]> {
  const rows = await db.query<WebhookRow>(
    `SELECT ${PUBLIC_COLUMNS} FROM webhooks WHERE harness_id = ? ORDER BY id`,
    [harnessId],
  );
  return rows.map(toWebhook);
}

export async function getWebhook(db: Db, harnessId: string, id: number): Promise<Webhook> {
  const [row] = await db.query<WebhookRow>(
    `SELECT ${PUBLIC_COLUMNS} FROM webhooks WHERE harness_id = ? AND id = ?`,
    [harnessId, id],
  );
  if (!row) throw new NotFound(`There is no webhook ${id} on the harness "${harnessId}".`);
  return toWebhook(row);
}

export async function updateWebhook(
  db: Db,
  harnessId: string,
  id: number,
  patch: Partial<WebhookInput> & { enabled?: boolean; actor: string },
): Promise<Webhook> {
  return db.transaction(async (tx) => {
    const before = await getWebhook(tx, harnessId, id);
    const sets: string[] = [];
    const params: SqlParam[] = [];
    const set = (column: string, value: SqlParam) => {
      sets.push(`${column} = ?`);
      params.push(value);
    };
    if (patch.url !== undefined) set('url', patch.url);
    if (patch.description !== undefined) set('description', patch.description);
    if (patch.events !== undefined) set('events', JSON.stringify(patch.events));
    if (patch.enabled !== undefined) set('enabled', patch.enabled ? 1 : 0);
    if (sets.length === 0) return before;
    await tx.run(`UPDATE webhooks SET ${sets.join(', ')} WHERE harness_id = ? AND id = ?`, [
      ...params,
      harnessId,
      id,
    ]);
    const after = await getWebhook(tx, harnessId, id);
    await appendAudit(tx, {
      actor: patch.actor,
      harnessId,
      action: 'webhook.update',
      entity: `webhook/${id}`,
      before,
      after,
    });
    return after;
  });
}

export async function deleteWebhook(
  db: Db,
  harnessId: string,
  id: number,
  actor: string,
): Promise<Webhook> {
  return db.transaction(async (tx) => {
    const before = await getWebhook(tx, harnessId, id);
    await tx.run('DELETE FROM webhook_deliveries WHERE webhook_id = ?', [id]);
    await tx.run('DELETE FROM webhooks WHERE harness_id = ? AND id = ?', [harnessId, id]);
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'webhook.delete',
      entity: `webhook/${id}`,
      before,
    });
    return before;
  });
}

/** The delivery log of one webhook, newest first. */
export async function listDeliveries(
  db: Db,
  harnessId: string,
  webhookId: number,
  page: PageRequest,
): Promise<Page<WebhookDelivery>> {
  await getWebhook(db, harnessId, webhookId);
  const limit = checkLimit(page.limit);
  const after = decodeCursor<[number]>(page.cursor, ['number']);
  const rows = await db.query<DeliveryRow>(
    `SELECT * FROM webhook_deliveries WHERE webhook_id = ? ${after ? 'AND id < ?' : ''}
     ORDER BY id DESC LIMIT ?`,
    after ? [webhookId, after[0], limit + 1] : [webhookId, limit + 1],
  );
  return toPage(rows, limit, toDelivery, (r) => [Number(r.id)]);
}

async function getDelivery(
  db: Db,
  webhookId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const [row] = await db.query<DeliveryRow>(
    'SELECT * FROM webhook_deliveries WHERE webhook_id = ? AND id = ?',
    [webhookId, deliveryId],
  );
  if (!row) throw new NotFound(`There is no delivery ${deliveryId} of the webhook ${webhookId}.`);
  return toDelivery(row);
}

/**
 * Queues a delivery again, with the same message id (receivers dedupe on it) and a fresh
 * budget of attempts; its earlier attempts stay in its log. Being older than anything
 * queued after it, it goes first: order per webhook holds.
 */
export async function redeliver(
  db: Db,
  harnessId: string,
  webhookId: number,
  deliveryId: number,
  actor: string,
): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    await getWebhook(tx, harnessId, webhookId);
    const before = await getDelivery(tx, webhookId, deliveryId);
    // Locked (PostgreSQL), so no dispatcher claims it between this read and the write.
    const lock = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const [row] = await tx.query<{ leased_until: string | null }>(
      `SELECT leased_until FROM webhook_deliveries WHERE id = ?${lock}`,
      [deliveryId],
    );
    const now = nowIso();
    if (row?.leased_until && row.leased_until > now) {
      // An attempt is in flight: it finishes first (one send at a time, in order), then its
      // record queues the delivery again at once (webhook-dispatcher.ts).
      await tx.run('UPDATE webhook_deliveries SET redeliver_at = ? WHERE id = ?', [
        now,
        deliveryId,
      ]);
    } else {
      await tx.run(
        `UPDATE webhook_deliveries SET state = 'pending', attempt_count = 0, next_attempt_at = ?,
           redeliver_at = NULL
         WHERE id = ?`,
        [now, deliveryId],
      );
    }
    await appendAudit(tx, {
      actor,
      harnessId,
      action: 'webhook.redeliver',
      entity: `webhook/${webhookId}/delivery/${deliveryId}`,
      before: { state: before.state, messageId: before.messageId },
    });
    await tx.publish(DELIVERIES_CHANNEL, String(webhookId));
    return getDelivery(tx, webhookId, deliveryId);
  });
}
