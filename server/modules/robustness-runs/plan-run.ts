import type { HarnessDocument } from '../../../src/harness';
import type { TestCase } from '../../../src/harness/evaluation';
import {
  focusOfCases,
  planRun,
  type RobustnessRunRequest,
} from '../../../src/harness/variants/plan';
import type { RestatementMap } from '../../../src/harness/variants/restatements/contract';
import type { RobustnessArm } from '../../../src/harness/variants/run-contract';
import { VARIANT_FAMILIES, type Variant } from '../../../src/harness/variants/types';
import type { RunSpec } from './robustness-run-store';

/**
 * The arms a request plans on a document, what the run row stores of them, and the focus.
 * `restatements`: the approved ones, when the request asked for them.
 */
export function planRobustnessRun(
  doc: HarnessDocument,
  cases: readonly TestCase[],
  body: RobustnessRunRequest,
  endpoints: string[],
  restatements?: RestatementMap,
) {
  const focus = focusOfCases(doc, cases);
  const plan = planRun(doc, {
    ...(body.families ? { families: body.families } : {}),
    variantsPerFamily: body.variantsPerFamily,
    seed: body.seed,
    focus,
    ...(restatements ? { restatements } : {}),
  });
  const arms: (RobustnessArm & { variant: Variant })[] = plan.arms.map((arm) => ({
    id: arm.id,
    role: arm.role,
    ...(arm.role === 'variant' ? { family: arm.family } : {}),
    ...(arm.role === 'control' ? { kind: arm.kind } : {}),
    seed: arm.seed,
    description: arm.variant.description,
    variant: arm.variant,
  }));
  const spec: RunSpec = {
    endpoints,
    families: VARIANT_FAMILIES.filter((f) => !body.families || body.families.includes(f)),
    variantsPerFamily: body.variantsPerFamily,
    trials: body.trials,
    seed: body.seed,
    arms: arms.map(({ variant: _variant, ...stored }) => stored),
    skippedControls: plan.skippedControls,
  };
  return { arms, spec, focus };
}
