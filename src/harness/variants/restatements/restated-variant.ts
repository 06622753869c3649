import type { HarnessDocument } from '../../schema/document';
import { familyVariant } from '../apply';
import type { Variant, VariantFamily } from '../types';
import type { RestatementMap } from './contract';
import { applyRestatements } from './apply-restatements';

/** The families whose variants carry approved restatements when a run asks for them. */
export const RESTATED_FAMILIES: readonly VariantFamily[] = ['skill-content', 'tool-schemas'];

/**
 * A family's variant, with approved restatements when given and the family is one of
 * RESTATED_FAMILIES. The texts are restated first and the family's kinds then vary the
 * restated document: the kinds rewrite texts (list style, renamed tools' mentions), so a
 * varied text would no longer match its source's hash, and mentions in a restated text must
 * follow renames as they do in the original. Restating renames nothing, so the inverse is the
 * family's alone.
 */
export function restatedFamilyVariant(
  doc: HarnessDocument,
  family: VariantFamily,
  seed: number | string,
  restatements?: RestatementMap,
): Variant {
  if (!restatements || !RESTATED_FAMILIES.includes(family)) return familyVariant(doc, family, seed);
  const restated = applyRestatements(doc, restatements);
  const varied = familyVariant(restated.document, family, seed);
  return {
    document: varied.document,
    inverse: varied.inverse,
    description: [restated.description, varied.description].filter(Boolean).join(' '),
  };
}
