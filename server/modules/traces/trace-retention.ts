import type { Db } from '../../db/db';
import { traceSettingsOf } from '../../../src/harness/traces';
import { getVersionDocument } from '../versions/version-store';
import { deleteTracesBefore, harnessesWithTracesBefore } from './trace-store';

const DAY_MS = 86_400_000;
/** The shortest retention there is: a trace younger than this is never a candidate. */
const MIN_DAYS = 1;

export interface TraceRetentionOptions {
  /** How often the job runs (ms); default hourly. */
  intervalMs?: number;
  /** Rows per DELETE: short statements, so writers and readers are never held up long. */
  batch?: number;
  now?: () => number;
}

/**
 * Deletes each harness's traces older than its `settings.traces.retentionDays` (the newest
 * version's settings; the defaults before any), in batches of bounded size.
 */
export class TraceRetention {
  private readonly intervalMs: number;
  private readonly batch: number;
  private readonly now: () => number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    options: TraceRetentionOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 3_600_000;
    this.batch = options.batch ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  open(): void {
    this.timer = setInterval(() => {
      this.run().catch((err: unknown) => console.error('Trace retention failed:', err));
    }, this.intervalMs);
    this.timer.unref();
  }

  /** One pass over every harness; resolves with the number of traces deleted. */
  run(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<number> {
    const now = this.now();
    const candidates = await harnessesWithTracesBefore(
      this.db,
      new Date(now - MIN_DAYS * DAY_MS).toISOString(),
    );
    let deleted = 0;
    for (const harnessId of candidates) {
      const days = (await this.retentionDays(harnessId)) * DAY_MS;
      const before = new Date(now - days).toISOString();
      for (;;) {
        const n = await deleteTracesBefore(this.db, harnessId, before, this.batch);
        deleted += n;
        if (n < this.batch) break;
      }
    }
    return deleted;
  }

  private async retentionDays(harnessId: string): Promise<number> {
    const [row] = await this.db.query<{ n: unknown }>(
      'SELECT MAX(number) AS n FROM versions WHERE harness_id = ?',
      [harnessId],
    );
    if (row?.n === null || row?.n === undefined) return traceSettingsOf({}).retentionDays;
    const doc = await getVersionDocument(this.db, harnessId, Number(row.n));
    return traceSettingsOf(doc.settings).retentionDays;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
