import type { Db } from '../../db/db';
import { NotFound, invalidField, Invalid } from '../../db/store-errors';
import type { Diagnostic } from '../../../src/harness';
import { parseRewardLabel } from '../../../src/harness/variants/training';
import { getRobustnessRun } from '../robustness-runs/robustness-run-store';
import { TrainingSource, type ArmCache } from '../robustness-runs/training-source';
import type { RewardEnv } from './grade';

const diagnostic = (pointer: string, code: string, message: string): Diagnostic =>
  invalidField(pointer, code, message).diagnostics[0]!;

/**
 * Reads labels (`runId/arm/caseId`, as the RL export writes them) back to what grading needs,
 * one run source per request whatever the batch holds. Every label that names nothing is
 * reported at once, each at its pointer (`/label`, `/labels/3`), before anything is graded.
 */
export async function resolveLabels(
  db: Db,
  harnessId: string,
  labels: readonly { label: string; pointer: string }[],
  cache: ArmCache,
): Promise<RewardEnv[]> {
  const sources = new Map<string, Promise<TrainingSource | null>>();
  const sourceOf = (runId: string) => {
    let s = sources.get(runId);
    if (!s) {
      s = getRobustnessRun(db, harnessId, runId).then(
        (run) => new TrainingSource(db, run, cache),
        (err: unknown) => {
          if (err instanceof NotFound) return null;
          throw err;
        },
      );
      sources.set(runId, s);
    }
    return s;
  };
  const problems: Diagnostic[] = [];
  const envs = await Promise.all(
    labels.map(async ({ label, pointer }): Promise<RewardEnv | null> => {
      const fail = (code: string, message: string) => {
        problems.push(diagnostic(pointer, code, message));
        return null;
      };
      const parts = parseRewardLabel(label);
      if (!parts) return fail('invalid_label', `"${label}" is not a label like runId/arm/caseId.`);
      const source = await sourceOf(parts.runId);
      if (!source)
        return fail('unknown_run', `This harness has no robustness run "${parts.runId}".`);
      const arm = await source.arm(parts.arm);
      if (!arm) return fail('unknown_arm', `The run has no arm "${parts.arm}".`);
      const testCase = await source.testCase(parts.caseId);
      if (!testCase) return fail('unknown_case', `The harness has no test case "${parts.caseId}".`);
      return { testCase, original: (await source.document()).document, arm };
    }),
  );
  if (problems.length > 0) {
    problems.sort((a, b) => a.pointer.localeCompare(b.pointer, 'en', { numeric: true }));
    throw new Invalid('A label names no environment.', problems);
  }
  return envs as RewardEnv[];
}
