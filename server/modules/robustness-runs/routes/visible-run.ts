import type { Db } from '../../../db/db';
import { visibleHarness } from '../../shared/access';
import { getRobustnessRun } from '../robustness-run-store';

/** A run of a harness the caller may see (404 for either unknown). */
export async function visibleRun(
  c: Parameters<typeof visibleHarness>[0],
  db: Db,
  params: { id: string; runId: string },
) {
  await visibleHarness(c, params.id);
  return getRobustnessRun(db, params.id, params.runId);
}
