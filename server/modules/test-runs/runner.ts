import { setMaxListeners } from 'node:events';
import type { Db } from '../../db/db';
import type { HarnessDocument } from '../../../src/harness';
import { evaluateCase } from '../../../src/harness/evaluation/grading';
import {
  summarizeRun,
  type CaseEvaluation,
  type EvaluateOptions,
  type TestCase,
  type TurnRecord,
} from '../../../src/harness/evaluation';
import type { Runtime } from '../../runtime/runtime';
import type { TurnEvent } from '../../runtime/run-turn';
import { compactTrace } from './trace';
import { turnRecordFrom } from './turn-record';
import { nowIso } from '../../db/clock';
import {
  finishRun,
  markInterrupted,
  recordCase,
  stampRunning,
  type RunCaseResult,
  type RunStatus,
} from './test-run-store';

/** How often an instance stamps the runs it is running. */
const STAMP_MS = 5_000;
/** A run not stamped for this long has lost its instance (PostgreSQL: several instances). */
export const STALE_MS = 30_000;
/** Cancels asked of whichever instance runs the run. */
const CANCEL_CHANNEL = 'hs_run_cancel';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export type RunEvent =
  | { type: 'case'; done: number; total: number; result: RunCaseResult }
  | { type: 'done'; status: Exclude<RunStatus, 'running'> };

interface ActiveRun {
  controller: AbortController;
  listeners: Set<(e: RunEvent) => void>;
  finished: Promise<void>;
}

export interface RunPlan {
  runId: string;
  doc: HarnessDocument;
  cases: readonly TestCase[];
  concurrency: number;
  endpoint?: string;
}

/**
 * Runs suites in this process, one background promise per run. Results are written as each
 * case finishes, so a reader (or a restart) sees exactly what was done. Other instances on
 * the same PostgreSQL database see the runs through the store: this one stamps its runs
 * while they run, and cancels one when any instance asks.
 */
export class TestRunner {
  private readonly active = new Map<string, ActiveRun>();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => Promise<void>) | null = null;
  private ticks = 0;

  constructor(
    private readonly db: Db,
    private readonly runtime: Runtime,
  ) {}

  /** Hears the run's events until it ends; returns the unsubscribe, or null when not running. */
  subscribe(runId: string, listener: (e: RunEvent) => void): (() => void) | null {
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
    await markInterrupted(this.db, this.db.dialect === 'sqlite' ? nowIso() : ago(STALE_MS));
    this.unsubscribe = await this.db.subscribe(CANCEL_CHANNEL, (runId) => this.cancel(runId));
    this.timer = setInterval(() => void this.tick(), STAMP_MS);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      await stampRunning(this.db, [...this.active.keys()]);
      if (this.db.dialect === 'postgres' && ++this.ticks % 6 === 0) {
        await markInterrupted(this.db, ago(STALE_MS));
      }
    } catch (err) {
      console.error('[test-runs] could not stamp runs:', (err as Error).message);
    }
  }

  /** Cancels the run here, or asks the instance running it; false when nobody could be asked. */
  async requestCancel(runId: string): Promise<boolean> {
    if (this.cancel(runId)) return true;
    if (this.db.dialect === 'sqlite') return false;
    await this.db.publish(CANCEL_CHANNEL, runId);
    return true;
  }

  /** Waits for every run (on shutdown, after cancelling them). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.unsubscribe?.();
    for (const run of this.active.values()) run.controller.abort();
    await Promise.all([...this.active.values()].map((r) => r.finished));
  }

  start(plan: RunPlan): void {
    const controller = new AbortController();
    // Every turn of the run (up to 8 at once, each with its model request and hooks) listens
    // to this one cancel signal: more than Node's default 10 listeners is expected here.
    setMaxListeners(100, controller.signal);
    const listeners = new Set<(e: RunEvent) => void>();
    const emit = (e: RunEvent) => {
      for (const l of listeners) l(e);
    };
    const finished = this.execute(plan, controller.signal, emit)
      .catch(async (err: unknown) => {
        const message = err instanceof Error ? err.message : String(err);
        console.error(`[test-runs] run ${plan.runId} failed:`, message);
        await finishRun(this.db, plan.runId, 'failed', null, message).catch(() => {});
        emit({ type: 'done', status: 'failed' });
      })
      .finally(() => this.active.delete(plan.runId));
    this.active.set(plan.runId, { controller, listeners, finished });
  }

  private async execute(plan: RunPlan, signal: AbortSignal, emit: (e: RunEvent) => void) {
    const evaluations: (CaseEvaluation | undefined)[] = [];
    let next = 0;
    let done = 0;
    // The judge hears the run's cancel, so a cancelled run does not wait for a grader.
    const judge = this.runtime.judge;
    const judging: EvaluateOptions = judge
      ? { judge: (rubric, record, about) => judge(rubric, record, about, signal) }
      : {};
    const worker = async () => {
      while (!signal.aborted) {
        const position = next++;
        const testCase = plan.cases[position];
        if (!testCase) return;
        const records: TurnRecord[] = [];
        const traces: TurnEvent[][] = [];
        for (let t = 0; t < testCase.trials && !signal.aborted; t++) {
          const { record, trace } = await this.trial(plan, testCase, signal);
          records.push(record);
          traces.push(trace);
        }
        // A cancelled case is not stored: half a case would count as a failure it never had.
        if (signal.aborted) return;
        const evaluation = await evaluateCase(testCase, records, plan.doc, judging);
        // Cancelled while the judge graded: the failed judge checks would be the cancel's doing.
        if (signal.aborted) return;
        evaluations[position] = evaluation;
        const result = { caseId: testCase.id, position, testCase, evaluation, records, traces };
        await recordCase(this.db, plan.runId, result);
        emit({ type: 'case', done: ++done, total: plan.cases.length, result });
      }
    };
    const workers = Math.min(plan.concurrency, Math.max(plan.cases.length, 1));
    await Promise.all(Array.from({ length: workers }, worker));
    const summary = summarizeRun(evaluations.filter((e): e is CaseEvaluation => e !== undefined));
    const status = signal.aborted ? 'cancelled' : 'finished';
    await finishRun(this.db, plan.runId, status, summary);
    emit({ type: 'done', status });
  }

  private async trial(plan: RunPlan, testCase: TestCase, signal: AbortSignal) {
    const events: TurnEvent[] = [];
    await this.runtime.runTurn(
      {
        doc: plan.doc,
        conversation: testCase.conversation,
        context: testCase.context,
        ...(plan.endpoint ? { endpoint: plan.endpoint } : {}),
      },
      { signal, emit: (e) => events.push(e) },
    );
    return { record: turnRecordFrom(events, plan.doc), trace: compactTrace(events) };
  }
}
