import type { Db } from '../../db/db';
import type { HarnessDocument } from '../../../src/harness';
import { evaluateCase } from '../../../src/harness/evaluation/grading';
import type { EvaluateOptions, TestCase, TurnRecord } from '../../../src/harness/evaluation';
import type { RunStatus } from '../../../src/harness/evaluation/run-contract';
import { offeredNames } from '../../../src/harness/variants/offered-names';
import { recordToOriginal } from '../../../src/harness/variants/record-to-original';
import { runReport } from '../../../src/harness/variants/run-report';
import type {
  RobustnessArm,
  RobustnessCell,
  RobustnessRunReport,
} from '../../../src/harness/variants/run-contract';
import type { Variant } from '../../../src/harness/variants/types';
import type { Runtime } from '../../runtime/runtime';
import type { TurnEvent } from '../../runtime/run-turn';
import { BackgroundRuns, runPool } from '../shared/background-runs';
import { runTrial } from '../test-runs/trial';
import {
  finishRobustnessRun,
  markRobustnessInterrupted,
  recordResult,
  stampRobustnessRunning,
} from './robustness-run-store';

export type RobustnessEvent =
  | ({ type: 'unit'; done: number; total: number } & RobustnessCell)
  | { type: 'done'; status: Exclude<RunStatus, 'running'> };

export interface RobustnessPlan {
  runId: string;
  /** The harness under test: every arm's result is graded against it. */
  original: HarnessDocument;
  cases: readonly TestCase[];
  arms: readonly (RobustnessArm & { variant: Variant })[];
  endpoints: readonly string[];
  trials: number;
  concurrency: number;
  skippedControls: RobustnessRunReport['skippedControls'];
}

/**
 * Runs the suite on every arm of a plan (identity, variants, controls) and endpoint. The
 * model answers in the variant's names; its turns are read back through the arm's inverse
 * map and graded by the unchanged suite against the original. Units go case by case, every
 * arm of a case next to each other, so a cancelled run still compares arms on equal cases.
 */
export class RobustnessRunner extends BackgroundRuns<RobustnessEvent> {
  constructor(
    private readonly store: Db,
    private readonly runtime: Runtime,
  ) {
    super(store, {
      markInterrupted: markRobustnessInterrupted,
      stampRunning: stampRobustnessRunning,
      cancelChannel: 'hs_robustness_cancel',
      name: 'robustness-runs',
    });
  }

  run(plan: RobustnessPlan): void {
    this.start(
      plan.runId,
      (signal, emit) => this.execute(plan, signal, emit),
      async (message) => {
        await finishRobustnessRun(this.store, plan.runId, 'failed', null, message).catch(() => {});
        return { type: 'done', status: 'failed' };
      },
    );
  }

  private async execute(
    plan: RobustnessPlan,
    signal: AbortSignal,
    emit: (e: RobustnessEvent) => void,
  ): Promise<void> {
    const judge = this.runtime.judge;
    const judging: EvaluateOptions = judge
      ? { judge: (rubric, record, about) => judge(rubric, record, about, signal) }
      : {};
    const offered = new Map(plan.arms.map((a) => [a.id, offeredNames(a.variant.document)]));
    const originalOffered = offeredNames(plan.original);
    const perCase = plan.arms.length * plan.endpoints.length;
    const total = plan.cases.length * perCase;
    const cells: RobustnessCell[] = [];
    await runPool(total, plan.concurrency, signal, async (unit) => {
      const position = Math.floor(unit / perCase);
      const arm = plan.arms[Math.floor(unit / plan.endpoints.length) % plan.arms.length]!;
      const endpoint = plan.endpoints[unit % plan.endpoints.length]!;
      const testCase = { ...plan.cases[position]!, trials: plan.trials };
      const records: TurnRecord[] = [];
      const traces: TurnEvent[][] = [];
      for (let t = 0; t < plan.trials && !signal.aborted; t++) {
        const trial = await runTrial(
          this.runtime,
          withTrialSeed(arm.variant.document, t),
          testCase,
          { endpoint },
          signal,
        );
        records.push(trial.record);
        traces.push(trial.trace);
      }
      if (signal.aborted) return;
      const graded = records.map((r) =>
        recordToOriginal(r, arm.variant, offered.get(arm.id), originalOffered),
      );
      const evaluation = await evaluateCase(testCase, graded, plan.original, judging);
      if (signal.aborted) return;
      const cell: RobustnessCell = {
        endpoint,
        arm: arm.id,
        caseId: testCase.id,
        passes: evaluation.trials.filter((t) => t.pass).length,
        trials: evaluation.trials.length,
      };
      await recordResult(this.store, plan.runId, {
        ...cell,
        position,
        evaluation,
        records,
        traces,
      });
      cells.push(cell);
      emit({ type: 'unit', done: cells.length, total, ...cell });
    });
    const status = signal.aborted ? 'cancelled' : 'finished';
    const report = runReport({
      arms: plan.arms,
      endpoints: plan.endpoints,
      cells,
      k: plan.trials,
      skippedControls: plan.skippedControls,
    });
    await finishRobustnessRun(this.store, plan.runId, status, report);
    emit({ type: 'done', status });
  }
}

/**
 * Trial t asks the model for seed (the harness's own, else 0) + t. On a server that honours
 * `seed` (vLLM, SGLang, llama.cpp) the k trials then sample k different answers even when the
 * harness pins a seed, and the same run again samples the same ones; each trial's request
 * also says which trial it is, so a retried request is answered as the first one was.
 */
export function withTrialSeed(doc: HarnessDocument, trial: number): HarnessDocument {
  return { ...doc, model: { ...doc.model, seed: (doc.model.seed ?? 0) + trial } };
}
