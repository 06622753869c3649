import type { HarnessDocument } from '../schema/document';
import { composeInverse, emptyInverse } from './inverse';
import { kindsOf } from './kinds';
import { seededRandom } from './random';
import type { Variant, VariantFamily, VariantKind } from './types';

/** One kind alone (for its property tests and for reports that name a single kind). */
export function applyKind(doc: HarnessDocument, kind: VariantKind, seed: number | string): Variant {
  return kind.apply(structuredCloneJson(doc), seededRandom(seed).fork(kind.id));
}

/**
 * A family's variant: every kind of the family, each with its own seed drawn from `seed`,
 * one after another, their inverses composed, so one variant covers the whole family.
 */
export function familyVariant(
  doc: HarnessDocument,
  family: VariantFamily,
  seed: number | string,
): Variant {
  const random = seededRandom(seed);
  let document = structuredCloneJson(doc);
  let inverse = emptyInverse();
  const said: string[] = [];
  for (const kind of kindsOf(family)) {
    const step = kind.apply(document, random.fork(kind.id));
    document = step.document;
    inverse = composeInverse(inverse, step.inverse);
    if (step.description) said.push(step.description);
  }
  return { document, inverse, description: said.join(' ') };
}

/** The identity control: the same pipeline, nothing changed. */
export function identityVariant(doc: HarnessDocument): Variant {
  return { document: structuredCloneJson(doc), inverse: emptyInverse(), description: '' };
}

// Documents are JSON: a JSON copy keeps kinds from sharing (and mutating) the caller's objects.
function structuredCloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
