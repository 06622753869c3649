import type { HarnessDocument } from '../schema/document';
import { identityVariant } from './apply';
import { applyControl, NEGATIVE_CONTROLS, type ControlFocus } from './controls';
import type { RestatementMap } from './restatements/contract';
import { restatedFamilyVariant } from './restatements/restated-variant';
import type { Variant } from './types';

/** What a stored arm needs to be rebuilt (the run's `RobustnessArm` has it). */
export interface ArmRecipe {
  id: string;
  role: 'identity' | 'variant' | 'control';
  family?: string | undefined;
  kind?: string | undefined;
  seed: number;
}

/**
 * The harness an arm of a run ran on, rebuilt from the run's source document, the arm's seed
 * and the run's control focus (and the approved restatements a run asked for): transforms are
 * pure and seeded, so a run stores recipes, not a document per arm. Null when the recipe names
 * a family or control this build lacks.
 */
export function armVariant(
  doc: HarnessDocument,
  arm: ArmRecipe,
  focus?: ControlFocus,
  restatements?: RestatementMap,
): Variant | null {
  if (arm.role === 'identity') return identityVariant(doc);
  if (arm.role === 'variant') {
    const family = arm.family as Parameters<typeof restatedFamilyVariant>[1];
    return family ? restatedFamilyVariant(doc, family, arm.seed, restatements) : null;
  }
  const control = NEGATIVE_CONTROLS.find((c) => c.id === arm.kind);
  return control ? applyControl(doc, control, arm.seed, focus) : null;
}
