import type { Db } from '../../db/db';
import type { HarnessDocument } from '../../../src/harness';
import { evaluateCase } from '../../../src/harness/evaluation/grading';
import {
  summarizeRun,
  type CaseEvaluation,
  type EvaluateOptions,
  type TurnRecord,
} from '../../../src/harness/evaluation';
import type { Runtime } from '../../runtime/runtime';
import type { TurnEvent } from '../../runtime/run-turn';
import { runTrial } from './trial';
import type { SuiteCase } from './suite-cases';
import { BackgroundRuns, runPool } from '../shared/background-runs';
import {
  finishRun,
  markInterrupted,
  recordCase,
  stampRunning,
  type RunCaseResult,
  type RunStatus,
} from './test-run-store';

export type RunEvent =
  | { type: 'case'; done: number; total: number; result: RunCaseResult }
  | { type: 'done'; status: Exclude<RunStatus, 'running'> };

const modelOf = (trace: readonly TurnEvent[]): string | null => {
  for (const e of trace) if (e.type === 'model_end' && e.model) return e.model;
  return null;
};

export interface RunPlan {
  runId: string;
  doc: HarnessDocument;
  /** Stored cases, then those generated from promotions (suite-cases.ts). */
  cases: readonly SuiteCase[];
  concurrency: number;
  endpoint?: string;
}

/**
 * Runs suites in this process (see BackgroundRuns). Results are written as each case
 * finishes, so a reader (or a restart) sees exactly what was done.
 */
export class TestRunner extends BackgroundRuns<RunEvent> {
  constructor(
    private readonly store: Db,
    private readonly runtime: Runtime,
  ) {
    super(store, {
      markInterrupted,
      stampRunning,
      cancelChannel: 'hs_run_cancel',
      name: 'test-runs',
    });
  }

  run(plan: RunPlan): void {
    this.start(
      plan.runId,
      (signal, emit) => this.execute(plan, signal, emit),
      async (message) => {
        await finishRun(this.store, plan.runId, 'failed', null, message).catch(() => {});
        return { type: 'done', status: 'failed' };
      },
    );
  }

  private async execute(plan: RunPlan, signal: AbortSignal, emit: (e: RunEvent) => void) {
    const evaluations: (CaseEvaluation | undefined)[] = [];
    let done = 0;
    // The model the endpoint answered as: kept on the run when none is configured.
    let model: string | null = null;
    // The judge hears the run's cancel, so a cancelled run does not wait for a grader.
    const judge = this.runtime.judge;
    const judging: EvaluateOptions = judge
      ? { judge: (rubric, record, about) => judge(rubric, record, about, signal) }
      : {};
    await runPool(plan.cases.length, plan.concurrency, signal, async (position) => {
      const { testCase, generated } = plan.cases[position]!;
      const records: TurnRecord[] = [];
      const traces: TurnEvent[][] = [];
      for (let t = 0; t < testCase.trials && !signal.aborted; t++) {
        const { record, trace } = await runTrial(this.runtime, plan.doc, testCase, plan, signal);
        records.push(record);
        traces.push(trace);
        model ??= modelOf(trace);
      }
      // A cancelled case is not stored: half a case would count as a failure it never had.
      if (signal.aborted) return;
      const evaluation = await evaluateCase(testCase, records, plan.doc, judging);
      // Cancelled while the judge graded: the failed judge checks would be the cancel's doing.
      if (signal.aborted) return;
      if (generated) evaluation.generated = generated;
      evaluations[position] = evaluation;
      const result = { caseId: testCase.id, position, testCase, evaluation, records, traces };
      await recordCase(this.store, plan.runId, result);
      emit({ type: 'case', done: ++done, total: plan.cases.length, result });
    });
    const summary = summarizeRun(evaluations.filter((e): e is CaseEvaluation => e !== undefined));
    const status = signal.aborted ? 'cancelled' : 'finished';
    await finishRun(this.store, plan.runId, status, summary, null, model);
    emit({ type: 'done', status });
  }
}
