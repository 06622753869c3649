import type { Db } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import { getLabel } from '../labels/label-store';
import type { PublishGateStatus } from '../../../src/harness/evaluation';
import { compareStoredRuns } from '../test-runs/compare';
import { isGated, judgeVersion } from '../test-runs/gate';
import { latestFinishedRun } from '../test-runs/test-run-store';

export type { PublishGateStatus };

async function productionVersion(db: Db, harnessId: string): Promise<number | null> {
  try {
    return (await getLabel(db, harnessId, 'production')).version;
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
}

/**
 * What the publish dialog shows before moving production to `version`: the gate's verdict
 * (the same judgement PUT labels/production makes) and how the version's latest run
 * compares with the run of what production serves now. NotFound for an unknown version.
 */
export async function publishGateStatus(
  db: Db,
  harnessId: string,
  version: number,
): Promise<PublishGateStatus> {
  const { threshold, gated, run, refusal } = await judgeVersion(
    db,
    harnessId,
    version,
    await isGated(db, harnessId),
  );
  const servedVersion = await productionVersion(db, harnessId);
  const servedRun =
    servedVersion === null ? null : await latestFinishedRun(db, harnessId, servedVersion);
  const comparison =
    run && servedRun && run.id !== servedRun.id
      ? await compareStoredRuns(db, servedRun.id, run.id)
      : null;
  return {
    version,
    threshold,
    gated,
    allowed: refusal === null,
    refusal,
    run,
    production: { version: servedVersion, run: servedRun },
    comparison,
  };
}
