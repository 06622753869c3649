import type { VariantKind } from '../../types';

export const skillContentKinds: readonly VariantKind[] = [];
