import type { VariantKind } from '../../types';

export const hookKinds: readonly VariantKind[] = [];
