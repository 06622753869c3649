import { setMaxListeners } from 'node:events';
import type { Db } from '../../db/db';
import { nowIso } from '../../db/clock';

/** How often an instance stamps the runs it is running. */
const STAMP_MS = 5_000;
/** A run not stamped for this long has lost its instance (PostgreSQL: several instances). */
export const STALE_MS = 30_000;

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** The tables runs of each kind live in (names from code, never from a request). */
export type RunTable = 'test_runs' | 'robustness_runs';

/**
 * Runs execute in the instance that started them, which stamps them while they run: a run
 * still "running" with no stamp since `staleBefore` lost its instance, and is interrupted.
 */
export async function markRunsInterrupted(
  db: Db,
  table: RunTable,
  staleBefore: string,
): Promise<number> {
  const { changes } = await db.run(
    `UPDATE ${table} SET status = 'interrupted', finished_at = ?
     WHERE status = 'running' AND COALESCE(heartbeat_at, created_at) < ?`,
    [nowIso(), staleBefore],
  );
  return changes;
}

/** This instance is still running these. */
export async function stampRuns(db: Db, table: RunTable, runIds: readonly string[]): Promise<void> {
  if (runIds.length === 0) return;
  await db.run(
    `UPDATE ${table} SET heartbeat_at = ?
     WHERE status = 'running' AND id IN (${runIds.map(() => '?').join(', ')})`,
    [nowIso(), ...runIds],
  );
}

/** What a kind of run keeps in its own table. */
export interface RunBookkeeping {
  /** Marks running runs not stamped since `staleBefore` as interrupted. */
  markInterrupted: (db: Db, staleBefore: string) => Promise<number>;
  /** This instance still runs these. */
  stampRunning: (db: Db, runIds: readonly string[]) => Promise<void>;
  /** Where any instance asks the one running a run to cancel it. */
  cancelChannel: string;
  /** For log lines: `test-runs`, `robustness-runs`. */
  name: string;
}

interface ActiveRun<E> {
  controller: AbortController;
  listeners: Set<(e: E) => void>;
  finished: Promise<void>;
}

/**
 * Runs of one kind executing in this process, one background promise each. Other instances
 * on the same PostgreSQL database see them through the store: this one stamps its runs while
 * they run, marks runs whose instance is gone, and cancels one when any instance asks.
 */
export class BackgroundRuns<E> {
  private readonly active = new Map<string, ActiveRun<E>>();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private ticks = 0;

  constructor(
    private readonly db: Db,
    private readonly books: RunBookkeeping,
  ) {}

  /** Hears the run's events until it ends; returns the unsubscribe, or null when not running. */
  subscribe(runId: string, listener: (e: E) => void): (() => void) | null {
    const run = this.active.get(runId);
    if (!run) return null;
    run.listeners.add(listener);
    return () => run.listeners.delete(listener);
  }

  cancel(runId: string): boolean {
    const run = this.active.get(runId);
    if (!run) return false;
    run.controller.abort();
    return true;
  }

  /** Resolves when the run has ended (at once when it is not running here). */
  async settled(runId: string): Promise<void> {
    await this.active.get(runId)?.finished;
  }

  /** Marks the runs whose instance is gone, and starts stamping and hearing cancels. */
  async open(): Promise<void> {
    // A SQLite file belongs to one process: whatever was left running is over.
    await this.books.markInterrupted(
      this.db,
      this.db.dialect === 'sqlite' ? nowIso() : ago(STALE_MS),
    );
    this.unsubscribe = await this.db.subscribe(this.books.cancelChannel, (runId) =>
      this.cancel(runId),
    );
    this.timer = setInterval(() => void this.tick(), STAMP_MS);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await this.books.stampRunning(this.db, [...this.active.keys()]);
      if (this.db.dialect === 'postgres' && ++this.ticks % 6 === 0) {
        await this.books.markInterrupted(this.db, ago(STALE_MS));
      }
    } catch (err) {
      console.error(`[${this.books.name}] could not stamp runs:`, (err as Error).message);
    }
  }

  /** Cancels the run here, or asks the instance running it; false when nobody could be asked. */
  async requestCancel(runId: string): Promise<boolean> {
    if (this.cancel(runId)) return true;
    if (this.db.dialect === 'sqlite') return false;
    await this.db.publish(this.books.cancelChannel, runId);
    return true;
  }

  /** Waits for every run (on shutdown, after cancelling them). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.unsubscribe?.();
    for (const run of this.active.values()) run.controller.abort();
    await Promise.all([...this.active.values()].map((r) => r.finished));
  }

  /**
   * Starts `execute` in the background. When it throws, `onFailure` records the failure
   * (its own errors are logged, never thrown) and its event goes to the listeners.
   */
  start(
    runId: string,
    execute: (signal: AbortSignal, emit: (e: E) => void) => Promise<void>,
    onFailure: (message: string) => Promise<E>,
  ): void {
    const controller = new AbortController();
    // Every turn of a run (up to 8 at once, each with its model request and hooks) listens to
    // this one cancel signal: more than Node's default 10 listeners is expected here.
    setMaxListeners(100, controller.signal);
    const listeners = new Set<(e: E) => void>();
    const emit = (e: E) => {
      for (const l of listeners) l(e);
    };
    const finished = execute(controller.signal, emit)
      .catch(async (err: unknown) => {
        const message = err instanceof Error ? err.message : String(err);
        console.error(`[${this.books.name}] run ${runId} failed:`, message);
        emit(await onFailure(message));
      })
      .finally(() => this.active.delete(runId));
    this.active.set(runId, { controller, listeners, finished });
  }
}

/** Runs `work` over `count` positions with at most `concurrency` at once, until aborted. */
export async function runPool(
  count: number,
  concurrency: number,
  signal: AbortSignal,
  work: (position: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (!signal.aborted) {
      const position = next++;
      if (position >= count) return;
      await work(position);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(count, 1)) }, worker));
}
