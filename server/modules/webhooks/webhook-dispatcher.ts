import type { Db } from '../../db/db';
import type { AddressPolicy } from '../../runtime/tools/address-policy';
import { DELIVERIES_CHANNEL } from './emit-event';
import type { DeliveryRow } from './webhook-store';
import { sendWebhook, type DeliveryAttempt } from './webhook-sender';

/**
 * The wait after each failed attempt: 5 s, 30 s, 2 min, 10 min, 1 h, 6 h, 24 h. The attempt
 * after the last wait is the last one (8 in all, over about 31 hours); then the delivery is
 * failed and the next one of its webhook goes. Documented in docs/api.md ("Webhooks").
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  30_000,
  120_000,
  600_000,
  3_600_000,
  6 * 3_600_000,
  24 * 3_600_000,
];

export interface WebhookDispatcherOptions {
  /** How often due deliveries are looked for (0: only when told, e.g. by tests). */
  pollMs?: number;
  /** Waits between attempts; attempts = its length + 1. */
  retryDelaysMs?: readonly number[];
  /** Limit for one request, from connecting to the end of the answer. */
  timeoutMs?: number;
  /** How long a claimed delivery is this instance's; after that another may try it. */
  leaseMs?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Sends queued deliveries (the outbox emitReleaseEvent writes). Only the oldest pending
 * delivery of each webhook is attempted, so a receiver sees its events in order; one that
 * keeps failing holds the later ones back until it is delivered or gives up. A delivery is
 * claimed with a lease by a conditional UPDATE, so several instances on one PostgreSQL never
 * send the same attempt twice; an instance that dies mid-attempt loses its lease and another
 * tries again (receivers dedupe on `webhook-id`).
 */
export class WebhookDispatcher {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private closed = false;
  private failing: string | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly pollMs: number;
  private readonly delays: readonly number[];
  private readonly timeoutMs: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly policy: AddressPolicy,
    options: WebhookDispatcherOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1_000;
    this.delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.leaseMs = options.leaseMs ?? Math.max(60_000, this.timeoutMs * 3);
  }

  async open(): Promise<void> {
    if (this.pollMs <= 0) return;
    // A new delivery wakes every instance at once; the timer covers retries and lost notices.
    this.unsubscribe = await this.db.subscribe(DELIVERIES_CHANNEL, () => this.kick());
    this.schedule();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.unsubscribe?.();
    await this.running;
  }

  private schedule(): void {
    if (this.closed || this.pollMs <= 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.kick(), this.pollMs);
    this.timer.unref();
  }

  /** Looks now (or right after the pass that is running). */
  kick(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runUntilIdle()
      .then(() => {
        this.failing = null;
      })
      .catch((err: unknown) => {
        // Once per kind of failure, not every second while the database is away.
        const message = (err as Error).message;
        if (message !== this.failing) console.error('[webhooks] dispatch failed:', message);
        this.failing = message;
      })
      .finally(() => {
        this.running = null;
        this.schedule();
      });
  }

  private async runUntilIdle(): Promise<void> {
    do {
      this.again = false;
      await this.runOnce();
    } while (this.again && !this.closed);
  }

  /** One pass: claims the due head delivery of each webhook and sends them. */
  async runOnce(): Promise<number> {
    const now = Date.now();
    const heads = await this.db.query<DeliveryRow & { url: string; secret: string }>(
      `SELECT d.*, w.url, w.secret FROM webhook_deliveries d
       JOIN webhooks w ON w.id = d.webhook_id
       WHERE d.state = 'pending' AND w.enabled = 1
         AND d.next_attempt_at <= ? AND (d.leased_until IS NULL OR d.leased_until < ?)
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e
           WHERE e.webhook_id = d.webhook_id AND e.state = 'pending' AND e.id < d.id)
       ORDER BY d.id LIMIT 20`,
      [iso(now), iso(now)],
    );
    const sent = await Promise.all(heads.map((row) => this.attempt(row)));
    return sent.filter(Boolean).length;
  }

  private async attempt(row: DeliveryRow & { url: string; secret: string }): Promise<boolean> {
    const id = Number(row.id);
    const now = Date.now();
    const lease = iso(now + this.leaseMs);
    // The claim repeats the head condition: what another instance did since the SELECT counts.
    const { changes } = await this.db.run(
      `UPDATE webhook_deliveries SET leased_until = ?
       WHERE id = ? AND state = 'pending' AND next_attempt_at <= ?
         AND (leased_until IS NULL OR leased_until < ?)
         AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e
           WHERE e.webhook_id = ? AND e.state = 'pending' AND e.id < ?)`,
      [lease, id, iso(now), iso(now), Number(row.webhook_id), id],
    );
    if (changes !== 1) return false;
    const started = Date.now();
    // Whatever goes wrong sending is this attempt's failure: the lease is released by record.
    const attempt = await sendWebhook(
      { url: row.url, secret: row.secret, messageId: row.message_id, payload: row.payload },
      this.policy,
      this.timeoutMs,
    ).catch((err: unknown): DeliveryAttempt => ({
      at: iso(started),
      status: null,
      error: (err as Error).message || 'The call could not be made.',
      durationMs: Date.now() - started,
    }));
    await this.record(row, lease, attempt);
    return true;
  }

  private async record(row: DeliveryRow, lease: string, attempt: DeliveryAttempt): Promise<void> {
    const count = Number(row.attempt_count) + 1;
    const delivered = attempt.error === null;
    const gaveUp = !delivered && count > this.delays.length;
    const state = delivered ? 'delivered' : gaveUp ? 'failed' : 'pending';
    const next = state === 'pending' ? iso(Date.now() + this.delays[count - 1]!) : null;
    // Appended to the row as it is now: a redelivery meanwhile kept the earlier attempts.
    const [current] = await this.db.query<{ attempts: string }>(
      'SELECT attempts FROM webhook_deliveries WHERE id = ?',
      [Number(row.id)],
    );
    const attempts = [...(JSON.parse(current?.attempts ?? '[]') as DeliveryAttempt[]), attempt];
    // Fenced by the lease: an instance whose lease ran out does not overwrite the next one.
    // A redelivery asked for during the attempt wins: queued again at once, counted afresh.
    const { changes } = await this.db.run(
      `UPDATE webhook_deliveries SET attempts = ?, leased_until = NULL,
         state = CASE WHEN redeliver_at IS NULL THEN ? ELSE 'pending' END,
         attempt_count = CASE WHEN redeliver_at IS NULL THEN ? ELSE 0 END,
         next_attempt_at = CASE WHEN redeliver_at IS NULL THEN ? ELSE redeliver_at END,
         redeliver_at = NULL
       WHERE id = ? AND leased_until = ?`,
      [JSON.stringify(attempts), state, count, next, Number(row.id), lease],
    );
    if (changes === 1 && state !== 'pending') this.again = true; // the next one may go now
  }
}
