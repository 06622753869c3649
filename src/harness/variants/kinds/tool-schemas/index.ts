import type { VariantKind } from '../../types';

export const toolSchemaKinds: readonly VariantKind[] = [];
