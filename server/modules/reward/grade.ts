import type { ExpectationType, TestCase } from '../../../src/harness/evaluation';
import { evaluateCase } from '../../../src/harness/evaluation/grading';
import type { HarnessDocument } from '../../../src/harness';
import { recordToOriginal } from '../../../src/harness/variants/record-to-original';
import { offeredNames } from '../../../src/harness/variants/offered-names';
import { completionRecord, type CompletionMessage } from '../../../src/harness/variants/training';
import type { ArmHarness } from '../robustness-runs/training-source';
import type { RewardResult } from './schema';

/** What a completion is graded against: the case, the original harness and the arm's variant. */
export interface RewardEnv {
  testCase: TestCase;
  original: HarnessDocument;
  arm: ArmHarness;
}

// Checks that read what the runtime did around the model, which a completion alone does
// not have: they neither pass nor fail a completion.
const NOT_GRADED: Partial<Record<ExpectationType, string>> = {
  latency: 'Timing is the runtime’s; a completion has none.',
  hook: 'Hooks run in the runtime; a completion runs none.',
  judge: 'Model-graded: the reward uses the deterministic checks only.',
};

/**
 * Grades a completion (in the variant's names) as the robustness run grades a trial: read
 * back into the original's names with `recordToOriginal`, then the case's checks. The reward
 * is 1 when every applicable check passes and 0 otherwise: the same verdict the run's pass
 * rate counts, so a policy is rewarded for exactly what the report measures.
 */
export async function gradeCompletion(
  env: RewardEnv,
  messages: readonly CompletionMessage[],
): Promise<RewardResult> {
  const { variant, offered } = env.arm;
  const record = recordToOriginal(
    completionRecord(messages, variant.document),
    variant,
    offered,
    offeredNames(env.original),
  );
  const indexed = env.testCase.expectations.map((e, index) => ({ e, index }));
  const graded = indexed.filter(({ e }) => NOT_GRADED[e.type] === undefined);
  const skipped = indexed
    .filter(({ e }) => NOT_GRADED[e.type] !== undefined)
    .map(({ e, index }) => ({ index, type: e.type, reason: NOT_GRADED[e.type]! }));
  if (graded.length === 0) return { reward: 0, passed: false, share: 0, checks: [], skipped };
  const evaluation = await evaluateCase(
    { ...env.testCase, trials: 1, expectations: graded.map(({ e }) => e) },
    [record],
    env.original,
  );
  const trial = evaluation.trials[0]!;
  const checks = trial.expectations.map((r, i) => ({
    index: graded[i]!.index,
    type: r.type,
    pass: r.pass,
    message: r.message,
    ...(r.details ? { details: r.details } : {}),
  }));
  const passes = checks.filter((c) => c.pass).length;
  return {
    reward: trial.pass ? 1 : 0,
    passed: trial.pass,
    share: passes / checks.length,
    checks,
    skipped,
  };
}
