import type { VariantFamily, VariantKind } from '../types';
import { skillIdKinds } from './skill-ids';
import { skillContentKinds } from './skill-content';
import { toolSchemaKinds } from './tool-schemas';
import { toolResultKinds } from './tool-results';
import { promptStructureKinds } from './prompt-structure';
import { hookKinds } from './hooks';

/** Every kind, by family; adding a kind is adding a file and a line in its family's list. */
export const VARIANT_KINDS: readonly VariantKind[] = [
  ...skillIdKinds,
  ...skillContentKinds,
  ...toolSchemaKinds,
  ...toolResultKinds,
  ...promptStructureKinds,
  ...hookKinds,
];

export const kindsOf = (family: VariantFamily): VariantKind[] =>
  VARIANT_KINDS.filter((k) => k.family === family);
