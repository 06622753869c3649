import type { VariantKind } from '../../types';
import { reorderSections } from './reorder-sections';
import { retitleSections } from './retitle-sections';
import { headingSyntax } from './heading-syntax';
import { variableRendering } from './variable-rendering';
import { skillDisclosure } from './skill-disclosure';

export const promptStructureKinds: readonly VariantKind[] = [
  reorderSections,
  retitleSections,
  headingSyntax,
  variableRendering,
  skillDisclosure,
];
