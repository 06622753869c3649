import type { Db } from '../../db/db';
import {
  compareRuns,
  type ComparisonSetup,
  type RunSetup,
  type StoredComparison,
} from '../../../src/harness/evaluation';
import { getRunEvaluations, type TestRun } from './test-run-store';

const setupOf = (run: TestRun): RunSetup => ({ endpoint: run.endpoint, model: run.model });

/** What differs between two runs' set-ups: only what both runs kept, and unequal. */
export function comparisonSetup(base: TestRun, head: TestRun): ComparisonSetup {
  const differs = (['endpoint', 'model'] as const).filter(
    (key) => base[key] !== null && head[key] !== null && base[key] !== head[key],
  );
  return { base: setupOf(base), head: setupOf(head), differs };
}

/** What changed from one stored run to another, case by case, and whether they ran alike. */
export async function compareStoredRuns(
  db: Db,
  base: TestRun,
  head: TestRun,
): Promise<StoredComparison> {
  const [baseCases, headCases] = await Promise.all([
    getRunEvaluations(db, base.id),
    getRunEvaluations(db, head.id),
  ]);
  return {
    base: base.id,
    head: head.id,
    setup: comparisonSetup(base, head),
    // A run still going has not reached every case yet: those are to come, not removed.
    ...compareRuns(baseCases, headCases, {
      running: { base: base.status === 'running', head: head.status === 'running' },
    }),
  };
}
