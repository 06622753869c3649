import type { Db } from '../../db/db';
import { asBadRequest } from '../../http/problem';
import { invalidField, NotFound } from '../../db/store-errors';
import { LoadingCache } from '../../cache/loading-cache';
import type { HarnessDocument } from '../../../src/harness';
import { getRobustnessRun } from '../robustness-runs/robustness-run-store';
import { loadArm } from '../robustness-runs/load-arm';

/** A robustness run's arm, as the preview request names it. */
export interface VariantRef {
  runId: string;
  arm: string;
}

/**
 * The harness a robustness run's arm ran on, for the preview: rebuilt from the run's stored
 * source and the arm's seed (transforms are pure, so it is the run's document byte for
 * byte). Rebuilt variants are kept: an arm never changes, and a person asks several turns.
 * An unknown run or arm is the request's fault: 400 at the field that names it.
 */
export class VariantSources {
  private readonly cache = new LoadingCache<HarnessDocument>({ max: 50 });

  async load(db: Db, harnessId: string, ref: VariantRef): Promise<HarnessDocument> {
    const run = await getRobustnessRun(db, harnessId, ref.runId).catch((err: unknown) => {
      if (!(err instanceof NotFound)) throw err;
      throw asBadRequest(
        invalidField(
          '/variant/runId',
          'unknown_robustness_run',
          `The harness "${harnessId}" has no robustness run "${ref.runId}".`,
        ),
      );
    });
    // Failed loads are not kept, so an unknown arm is refused every time.
    return this.cache.get(
      `${run.id}\u0000${ref.arm}`,
      async () => (await loadArm(db, run, ref.arm, '/variant/arm')).variant.document,
    );
  }
}
