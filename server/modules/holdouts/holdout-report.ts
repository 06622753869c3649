import type { Db } from '../../db/db';
import { getLabel } from '../labels/label-store';
import type { ExperimentReport } from '../../../src/harness/experiments';
import type { ExperimentWindow } from '../experiments/experiment-window';
import { outcomeReport } from '../experiments/window-report';
import type { Holdout } from '../../../src/harness/holdout';

/**
 * The window a holdout's report reads: control is its baseline (held out), treatment what
 * the label serves now (shipped), from its start to its end.
 */
export async function holdoutWindow(
  db: Db,
  harnessId: string,
  holdout: Holdout,
): Promise<ExperimentWindow> {
  const label = await getLabel(db, harnessId, holdout.label);
  return {
    harnessId,
    label: holdout.label,
    experimentId: holdout.experimentId,
    salt: holdout.salt,
    control: holdout.version,
    treatment: label.version ?? holdout.version,
    percent: holdout.percent,
    phases: [{ percent: holdout.percent, from: holdout.startedAt, to: holdout.endedAt }],
    design: {},
    guardrails: [],
    startedAt: holdout.startedAt,
    endedAt: holdout.endedAt,
    endedBy: null,
  };
}

/** `GET /experiments/{experimentId}/report` for a holdout: "all shipped changes vs none". */
export async function holdoutReport(
  db: Db,
  harnessId: string,
  holdout: Holdout,
): Promise<ExperimentReport> {
  return outcomeReport(db, await holdoutWindow(db, harnessId, holdout), { kind: 'holdout' });
}
