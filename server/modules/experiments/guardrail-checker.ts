import type { Db } from '../../db/db';
import { Conflict } from '../../db/store-errors';
import { experimentWindow, type ExperimentWindow } from './experiment-window';
import { currentFigures } from './experiment-report';
import { recordLook, snapshotOf } from './looks-store';
import { rollBack } from './rollback';
import { giveWay } from './aggregates/give-way';

export interface CheckResult {
  harnessId: string;
  label: string;
  breached: string[];
  rolledBack: boolean;
}

/** Every 5 minutes by default: a breach is acted on within minutes, not hours. */
export const DEFAULT_CHECK_MS = 5 * 60_000;

/**
 * Looks at every running split: records what its report says (the chart's history) and,
 * when one of its guardrails is worse than its threshold with confidence, moves the label
 * back to its control version. The intervals are always valid, so looking this often does
 * not raise the false-alarm rate. Runs on a timer and can be called directly (tests, the
 * check route). Several instances may run it: the rollback re-checks the label under a lock.
 */
export class GuardrailChecker {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly intervalMs = DEFAULT_CHECK_MS,
  ) {}

  open(): void {
    if (this.intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => {
      this.running = this.checkAll().catch((err: unknown) =>
        console.error('[experiments] guardrail check failed:', (err as Error).message),
      );
    }, this.intervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Checks every label that splits traffic now. */
  async checkAll(): Promise<CheckResult[]> {
    const labels = await this.db.query<{ harness_id: string; name: string }>(
      'SELECT harness_id, name FROM labels WHERE split_version IS NOT NULL ORDER BY harness_id, name',
    );
    const out: CheckResult[] = [];
    for (const l of labels) {
      const result = await this.check(l.harness_id, l.name);
      if (result) out.push(result);
    }
    return out;
  }

  /** Checks one label; null when it does not split traffic now. */
  async check(harnessId: string, label: string): Promise<CheckResult | null> {
    let w: ExperimentWindow;
    try {
      w = await experimentWindow(this.db, harnessId, label);
    } catch (err) {
      if (err instanceof Conflict) return null;
      throw err;
    }
    if (w.endedAt !== null) return null;
    const figures = await currentFigures(this.db, w);
    await giveWay(this.db);
    await recordLook(this.db, w, snapshotOf(figures));
    const breaches = figures.guardrails.filter((g) => g.breached);
    const rolled = breaches.length > 0 ? await rollBack(this.db, w, breaches) : null;
    return {
      harnessId,
      label,
      breached: breaches.map((b) => b.guardrail.kind),
      rolledBack: rolled !== null,
    };
  }
}

/** `EXPERIMENT_CHECK_SECONDS` (default 300; 0 turns the timer off). */
export function checkIntervalFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.EXPERIMENT_CHECK_SECONDS;
  const seconds = raw === undefined || raw === '' ? DEFAULT_CHECK_MS / 1000 : Number(raw);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`EXPERIMENT_CHECK_SECONDS must be a number of seconds, not "${raw}".`);
  }
  return seconds * 1000;
}
