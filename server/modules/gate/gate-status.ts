import type { Db } from '../../db/db';
import { NotFound } from '../../db/store-errors';
import { getLabel } from '../labels/label-store';
import { servingHistory } from '../labels/serving-history';
import type { PublishGateStatus } from '../../../src/harness/evaluation';
import { compareStoredRuns } from '../test-runs/compare';
import { isGated, judgeVersion } from '../test-runs/gate';

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
 * (the same judgement PUT labels/production makes: a version production served before is a
 * rollback, never refused) and how the version's counted run compares with the run of what
 * production serves now. NotFound for an unknown version.
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
  const history = await servingHistory(db, harnessId, 'production', [version]);
  const rollback = history.served.has(version);
  const servedVersion = await productionVersion(db, harnessId);
  const servedRun =
    servedVersion === null ? null : (await judgeVersion(db, harnessId, servedVersion, false)).run;
  const comparison =
    run && servedRun && run.id !== servedRun.id
      ? await compareStoredRuns(db, servedRun, run)
      : null;
  return {
    version,
    threshold,
    gated,
    allowed: rollback || refusal === null,
    rollback,
    leftByRollback: history.left.get(version) ?? null,
    refusal: rollback ? null : refusal,
    run,
    production: { version: servedVersion, run: servedRun },
    comparison,
  };
}
