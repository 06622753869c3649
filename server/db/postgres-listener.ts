import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { checkChannel } from './db';

/**
 * One dedicated connection that LISTENs for every subscribed channel of a Db and fans
 * the notifications out in process. It reconnects after a lost connection.
 */
export class PgListener {
  private readonly events = new EventEmitter();
  /** Marks this instance's own notifications, which it has already delivered locally. */
  private readonly origin = randomUUID();
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly connectionString: string) {
    this.events.setMaxListeners(0);
  }

  async subscribe(channel: string, listener: (payload: string) => void) {
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
    return async () => {
      this.events.off(channel, listener);
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
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => this.received(msg.channel, msg.payload ?? ''));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    for (const channel of this.events.eventNames()) await client.query(`LISTEN ${String(channel)}`);
    this.client = client;
    return client;
  }

  private lost(client: pg.Client, err?: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    if (err) console.error('[db] LISTEN connection lost:', err.message);
    client.end().catch(() => undefined);
    // Moves made while disconnected are not replayed: subscribers should re-read labels.
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed || this.events.eventNames().length === 0) return;
      this.connect().catch(() => this.scheduleReconnect());
    }, 1_000);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.events.removeAllListeners();
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
