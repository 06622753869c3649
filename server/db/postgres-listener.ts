import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { checkChannel } from './db';

/**
 * How often the LISTEN connection is pinged by default. A link that dropped without an error
 * is found within two intervals (a ping gets one interval to answer), and reconnect attempts
 * back off up to one interval, so an instance is stale for about this long at most once the
 * database answers again.
 */
export const LISTENER_PING_MS = 5_000;

/** Shown in pg_stat_activity, so an operator (or a test) can find the connection. */
export const LISTENER_APPLICATION_NAME = 'harness-studio-listener';

const FIRST_RETRY_MS = 100;

export interface PgListenerOptions {
  pingMs?: number;
}

/**
 * One dedicated connection that LISTENs for every subscribed channel of a Db and fans
 * the notifications out in process. It pings the connection, reconnects with backoff after
 * losing it, and then calls every subscription's `onResync`: notifications sent while it was
 * away are gone, so subscribers re-read what they cache.
 */
export class PgListener {
  private readonly events = new EventEmitter();
  private readonly resyncs = new Set<() => void>();
  /** Marks this instance's own notifications, which it has already delivered locally. */
  private readonly origin = randomUUID();
  private readonly pingMs: number;
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private closed = false;
  private everConnected = false;
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private pingTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    options: PgListenerOptions = {},
  ) {
    this.events.setMaxListeners(0);
    this.pingMs = options.pingMs ?? LISTENER_PING_MS;
  }

  async subscribe(channel: string, listener: (payload: string) => void, onResync?: () => void) {
    checkChannel(channel);
    if (this.closed) throw new Error('The database is closed.');
    const first = this.events.listenerCount(channel) === 0;
    this.events.on(channel, listener);
    try {
      const client = await this.connect();
      if (first) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      this.events.off(channel, listener);
      throw err;
    }
    // A distinct function per subscription, so one subscriber's stop removes only its own.
    const resync = onResync ? () => onResync() : null;
    if (resync) this.resyncs.add(resync);
    return async () => {
      this.events.off(channel, listener);
      if (resync) this.resyncs.delete(resync);
      if (this.events.listenerCount(channel) === 0 && this.client && !this.closed) {
        await this.client.query(`UNLISTEN ${channel}`).catch(() => undefined);
      }
    };
  }

  /**
   * The payload to NOTIFY with. Subscribers of this instance hear it from `deliverLocal` at
   * commit: waiting for PostgreSQL's echo would let a request right after a label move
   * still read the label cache from before it.
   */
  wrap(payload: string): string {
    return `${this.origin} ${payload}`;
  }

  deliverLocal(channel: string, payload: string): void {
    this.events.emit(channel, payload);
  }

  private received(channel: string, raw: string): void {
    const space = raw.indexOf(' ');
    if (space > 0 && raw.slice(0, space) === this.origin) return;
    this.events.emit(channel, space > 0 ? raw.slice(space + 1) : raw);
  }

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      connectionTimeoutMillis: this.pingMs,
      keepAlive: true,
    });
    client.on('notification', (msg) => this.received(msg.channel, msg.payload ?? ''));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.events.eventNames()) {
        await client.query(`LISTEN ${String(channel)}`);
      }
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('The database is closed.');
    }
    this.client = client;
    this.failures = 0;
    this.startPing(client);
    // Listening again: whatever was announced while we were away must be re-read now.
    if (this.everConnected) this.resync();
    this.everConnected = true;
    return client;
  }

  private resync(): void {
    for (const fn of this.resyncs) {
      try {
        fn();
      } catch (err) {
        console.error('[db] resync after reconnect failed:', (err as Error).message);
      }
    }
  }

  /** `SELECT 1` every interval; no answer within one interval counts as a lost connection. */
  private startPing(client: pg.Client): void {
    this.stopPing();
    let inFlight = false;
    this.pingTimer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('The LISTEN connection did not answer a ping.')),
          this.pingMs,
        );
      });
      Promise.race([client.query('SELECT 1'), timeout])
        .catch((err: Error) => this.lost(client, err))
        .finally(() => {
          clearTimeout(timer);
          inFlight = false;
        });
    }, this.pingMs);
    this.pingTimer.unref();
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.stopPing();
    console.error('[db] LISTEN connection lost:', err?.message ?? 'ended');
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  /** Retries after 100 ms, doubling, never longer apart than the ping interval. */
  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    const delay = Math.min(FIRST_RETRY_MS * 2 ** this.failures, this.pingMs);
    this.failures += 1;
    this.retryTimer = setTimeout(
      () => {
        this.retryTimer = null;
        if (this.closed || this.events.eventNames().length === 0) return;
        this.connect().catch(() => this.scheduleReconnect());
      },
      delay * (0.75 + Math.random() / 2),
    );
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.stopPing();
    this.events.removeAllListeners();
    this.resyncs.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
