import type { RobustnessGlance, RunGlance } from '../../../src/harness/overview';
import type { RobustnessRun } from '../../../src/harness/variants/run-contract';
import type { Db } from '../../db/db';
import { listRobustnessRuns } from '../robustness-runs/robustness-run-store';
import { listRuns, type TestRun } from '../test-runs/test-run-store';

export function runGlance(run: TestRun): RunGlance {
  return {
    id: run.id,
    target: run.target,
    version: run.version,
    status: run.status,
    passRate: run.summary?.passRate ?? null,
    passed: run.summary?.passed ?? null,
    cases: run.summary?.cases ?? null,
    createdAt: run.createdAt,
    finishedAt: run.finishedAt,
  };
}

/**
 * The harness's newest finished suite run of its own (a sample shop's host runs are the
 * gate's business, shown on the run pages). A few rows are read: shop runs come in a burst.
 */
export async function latestRunGlance(db: Db, harnessId: string): Promise<RunGlance | null> {
  const runs = await listRuns(db, harnessId, { status: 'finished', limit: 10 });
  const run = runs.find((r) => r.shop === null);
  return run ? runGlance(run) : null;
}

export function robustnessGlance(run: RobustnessRun): RobustnessGlance {
  const worst = run.report?.families.reduce<(typeof run.report.families)[number] | null>(
    (w, f) => (w === null || f.drop > w.drop ? f : w),
    null,
  );
  return {
    id: run.id,
    target: run.target,
    version: run.version,
    status: run.status,
    identityPassRate: run.report?.identity.passRate ?? null,
    worstDrop: worst ? worst.drop : null,
    worstFamily: worst ? worst.family : null,
    createdAt: run.createdAt,
    finishedAt: run.finishedAt,
  };
}

/** The newest robustness run, finished or not: a running one is news on the overview too. */
export async function latestRobustnessGlance(
  db: Db,
  harnessId: string,
): Promise<RobustnessGlance | null> {
  const [run] = await listRobustnessRuns(db, harnessId, { limit: 1 });
  return run ? robustnessGlance(run) : null;
}
