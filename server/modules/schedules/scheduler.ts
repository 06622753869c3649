import type { Db } from '../../db/db';
import { fireNext, type Fired } from './schedule-fire';

export interface SchedulerOptions {
  /** How often due schedules are looked for (ms); 0: never by itself (tests call `tick`). */
  pollMs?: number;
  now?: () => number;
}

const DEFAULT_POLL_MS = 500;
/** At most this many moves per tick, so one tick never holds the loop for long. */
const MAX_PER_TICK = 1_000;
/** Transactions one instance runs at once; the pool (10 by default) keeps room for requests. */
const POSTGRES_WORKERS = 3;

/** SCHEDULE_POLL_MS: the scheduler's poll interval (0 turns it off on this instance). */
export function schedulePollFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SCHEDULE_POLL_MS;
  const ms = raw === undefined || raw === '' ? DEFAULT_POLL_MS : Number(raw);
  if (!Number.isFinite(ms) || ms < 0) {
    throw new Error(`SCHEDULE_POLL_MS must be a number of milliseconds, not "${raw}".`);
  }
  return ms;
}

/**
 * Fires due schedules (and their ends) on every instance: each is claimed in the transaction
 * that moves its label, so it fires exactly once however many instances poll, and one that
 * came due while every instance was down is fired (within the grace) or marked missed by the
 * first tick after start.
 */
export class Scheduler {
  private readonly pollMs: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Fired[]> | null = null;
  private closed = false;
  /** The last failure said, so an outage is logged once, not on every tick. */
  private failing: string | null = null;

  constructor(
    private readonly db: Db,
    options: SchedulerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? schedulePollFromEnv();
    this.now = options.now ?? Date.now;
  }

  /** Looks once at start (what came due while no instance ran), then every `pollMs`. */
  open(): void {
    if (this.pollMs <= 0 || this.timer) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref();
  }

  /** Fires what is due now; resolves with what it did. One pass at a time per instance. */
  tick(): Promise<Fired[]> {
    if (this.closed) return Promise.resolve([]);
    this.running ??= this.pass()
      .then((done) => {
        if (this.failing !== null) console.error('[schedules] ticking again.');
        this.failing = null;
        return done;
      })
      .catch((err: unknown) => {
        // The database away or busy (a transient error), or a bug: the claims rolled back, so
        // the next tick retries, until the schedule's grace runs out and it is missed. Said
        // once per kind of failure, not twice a second while the database is away.
        const message = (err as Error).message;
        if (message !== this.failing) console.error('[schedules] tick failed:', message);
        this.failing = message;
        return [];
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<Fired[]> {
    const done: Fired[] = [];
    // PostgreSQL hands each worker a row no other holds (SKIP LOCKED), so schedules of
    // different labels move side by side; SQLite has one writer, so one worker.
    const workers = this.db.dialect === 'postgres' ? POSTGRES_WORKERS : 1;
    // Moves and ends are one queue in due order (schedule-claim.ts).
    const work = async () => {
      while (done.length < MAX_PER_TICK && !this.closed) {
        const fired = await fireNext(this.db, this.now());
        if (!fired) break;
        done.push(fired);
      }
    };
    await Promise.all(Array.from({ length: workers }, work));
    return done;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
