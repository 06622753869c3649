/**
 * A guardrail's rollback in the model-based test of releases: the checker's move back to the
 * label's own version, made as the checker makes it once it judged a breach (whether figures
 * breach is the guardrail tests' concern; here, what the move leaves of layers and holdouts).
 */
import type fc from 'fast-check';
import { expect } from 'vitest';
import type { GuardrailStatus } from '../../../src/harness/experiments';
import { experimentWindow } from '../experiments/experiment-window';
import { rollBack } from '../experiments/rollback';
import { setStaging, type ReleaseModel } from './reference-model';
import { verify, type World } from './release-world';

const BREACH: GuardrailStatus = {
  guardrail: { kind: 'error_rate', maxIncrease: 0.02 },
  estimate: 0.1,
  low: 0.05,
  high: 0.15,
  breached: true,
  summary: 'Error rate up 10 points (model-based test).',
};

export class GuardrailRollback implements fc.AsyncCommand<ReleaseModel, World> {
  check = (m: Readonly<ReleaseModel>) => m.staging.split !== null;
  async run(m: ReleaseModel, w: World) {
    const db = w.api.db();
    const window = await experimentWindow(db, w.id, 'staging');
    expect(window.endedAt).toBeNull();
    expect(await rollBack(db, window, [BREACH]), 'rolled back').not.toBeNull();
    setStaging(m, { version: m.staging.version, split: null });
    await verify(m, w);
  }
  toString = () => 'GuardrailRollback';
}
