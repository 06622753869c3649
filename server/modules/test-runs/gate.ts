import type { Db } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import { meetsThreshold } from '../../../src/harness/evaluation';
import { getVersionDocument } from '../versions/version-store';
import { listCases } from '../test-suites/test-case-store';
import { latestFinishedRun } from './test-run-store';

export interface GateRefusal {
  code: 'gate.no_run' | 'gate.below_threshold';
  detail: string;
  version: number;
  runId: string | null;
  passRate: number | null;
  threshold: number;
}

const percent = (n: number) => `${Math.round(n * 1000) / 10}%`;

/**
 * Why publishing these versions to production must wait, or null when it may go ahead:
 * each version's latest finished suite run must reach its own document's pass threshold.
 * A harness without any test case has nothing to judge, so it is not gated.
 */
export async function publishGate(
  db: Db,
  harnessId: string,
  versions: readonly number[],
): Promise<GateRefusal | null> {
  if ((await listCases(db, harnessId)).length === 0) return null;
  for (const version of versions) {
    // An unknown version is the label move's to refuse, with its own problem.
    const doc = await getVersionDocument(db, harnessId, version).catch((err: unknown) => {
      if (err instanceof NotFound) return null;
      throw err;
    });
    if (!doc) continue;
    const threshold = doc.settings.passThreshold;
    const run = await latestFinishedRun(db, harnessId, version);
    if (!run?.summary) {
      return {
        code: 'gate.no_run',
        detail: `Version ${version} has no finished test run; run the suite against it first (the threshold is ${percent(threshold)}).`,
        version,
        runId: null,
        passRate: null,
        threshold,
      };
    }
    if (!meetsThreshold(run.summary, threshold)) {
      return {
        code: 'gate.below_threshold',
        detail: `The latest test run of version ${version} passed ${percent(run.summary.passRate)} of its cases (${run.summary.passed}/${run.summary.cases}); the harness asks for ${percent(threshold)}.`,
        version,
        runId: run.id,
        passRate: run.summary.passRate,
        threshold,
      };
    }
  }
  return null;
}
