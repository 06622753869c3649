import type { Db } from '../../db/db';
import type { TurnEvent } from '../../../src/harness/runtime-events';
import type { TestCase } from '../../../src/harness/evaluation';
import type { InverseMap } from '../../../src/harness/variants/types';
import type { RobustnessResult, RobustnessRun } from '../../../src/harness/variants/run-contract';
import {
  caseRequest,
  openAiChatLine,
  preferenceLine,
  rlEnvironment,
  sharegptLine,
} from '../../../src/harness/variants/training';
import type { CompiledRequest } from '../../../src/harness/compile/types';
import { listRobustnessResults } from './robustness-run-store';
import type { TrainingSource } from './training-source';

export const EXPORT_FORMATS = ['openai', 'sharegpt', 'preference', 'rl'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One case on one arm and endpoint, with what its lines are written from. */
interface Unit {
  result: RobustnessResult;
  testCase: TestCase;
  request: CompiledRequest;
  inverse: InverseMap;
}

/** Trials by verdict, in trial order: each trace with whether its trial passed. */
function trials(result: RobustnessResult): { trace: TurnEvent[]; pass: boolean }[] {
  return result.traces.map((trace, i) => ({
    trace,
    pass: result.evaluation.trials[i]?.pass === true,
  }));
}

function* linesOf(format: ExportFormat, unit: Unit, run: RobustnessRun) {
  const { result, request } = unit;
  const all = trials(result);
  if (format === 'openai' || format === 'sharegpt') {
    const line = format === 'openai' ? openAiChatLine : sharegptLine;
    for (const t of all) if (t.pass) yield line(request, t.trace);
  } else if (format === 'preference') {
    // Each passing trial with a failing one of the same case, arm and endpoint, in order.
    const chosen = all.filter((t) => t.pass);
    const rejected = all.filter((t) => !t.pass);
    for (let i = 0; i < Math.min(chosen.length, rejected.length); i++)
      yield preferenceLine(request, chosen[i]!.trace, rejected[i]!.trace);
  } else {
    yield rlEnvironment({
      harnessId: run.harnessId,
      runId: run.id,
      arm: result.arm,
      endpoint: result.endpoint,
      caseId: result.caseId,
      request,
      expectations: unit.testCase.expectations,
      inverse: unit.inverse,
    });
  }
}

/**
 * Every line of a run's export, arm by arm (one arm's results in memory at a time).
 * Controls are left out: they change what the harness means, and a model must not learn
 * from a harness that tells it the wrong tool. Trials a format cannot hold (a hook wrote
 * the reply, the two trials of a pair never differ) give no line.
 */
export async function* exportLines(
  db: Db,
  source: TrainingSource,
  format: ExportFormat,
  endpoint?: string,
): AsyncGenerator<object> {
  for (const arm of source.run.arms) {
    if (arm.role === 'control') continue;
    const harness = await source.arm(arm.id);
    if (!harness) continue;
    const filter = endpoint === undefined ? { arm: arm.id } : { arm: arm.id, endpoint };
    for (const result of await listRobustnessResults(db, source.run.id, filter)) {
      const testCase = await source.testCase(result.caseId);
      if (!testCase) continue;
      const request = caseRequest(harness.variant.document, testCase);
      const unit = { result, testCase, request, inverse: harness.variant.inverse };
      for (const line of linesOf(format, unit, source.run)) {
        if (line) yield line;
      }
    }
  }
}
