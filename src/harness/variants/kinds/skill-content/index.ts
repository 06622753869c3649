import type { VariantKind } from '../../types';
import { headingStyle } from './heading-style';
import { markdownListStyle } from './markdown-list-style';
import { reorderSkills } from './reorder-skills';

export const skillContentKinds: readonly VariantKind[] = [
  markdownListStyle,
  headingStyle,
  reorderSkills,
];
