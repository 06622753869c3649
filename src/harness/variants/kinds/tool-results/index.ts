import type { VariantKind } from '../../types';

export const toolResultKinds: readonly VariantKind[] = [];
