import type { VariantKind } from '../../types';

export const promptStructureKinds: readonly VariantKind[] = [];
