import type { Db } from '../../db/db';
import { asBadRequest } from '../../http/problem';
import { invalidField } from '../../db/store-errors';
import { armVariant } from '../../../src/harness/variants/arm-variant';
import type { RobustnessRun } from '../../../src/harness/variants/run-contract';
import { getRunSource } from './robustness-run-store';

/**
 * An arm of a run with the harness it ran on, rebuilt from the run's source and the arm's
 * seed. An arm the run does not have is a 400 at `pointer`.
 */
export async function loadArm(db: Db, run: RobustnessRun, armId: string, pointer: string) {
  const arm = run.arms.find((a) => a.id === armId);
  if (!arm) {
    const known = run.arms.map((a) => a.id).join(', ');
    throw asBadRequest(
      invalidField(pointer, 'unknown_arm', `The run has no arm "${armId}". Its arms: ${known}.`),
    );
  }
  const source = await getRunSource(db, run.id);
  const variant = armVariant(source.document, arm, source.focus, source.restatements);
  if (!variant) {
    throw asBadRequest(
      invalidField(pointer, 'unknown_arm', `This studio cannot rebuild the arm "${armId}".`),
    );
  }
  return { arm, source, variant };
}
