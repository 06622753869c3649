import type { Db } from '../../db/db';
import { compareRuns, type StoredComparison } from '../../../src/harness/evaluation';
import { getRunEvaluations } from './test-run-store';

/** What changed from one stored run to another, case by case. */
export async function compareStoredRuns(
  db: Db,
  baseId: string,
  headId: string,
): Promise<StoredComparison> {
  const [base, head] = await Promise.all([
    getRunEvaluations(db, baseId),
    getRunEvaluations(db, headId),
  ]);
  return { base: baseId, head: headId, ...compareRuns(base, head) };
}
