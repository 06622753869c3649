import type { VariantKind } from '../../types';
import { renameTools } from './rename-tools';
import { renameParameters } from './rename-parameters';
import { reorderProperties } from './reorder-properties';
import { reorderTools } from './reorder-tools';
import { nullableSpelling } from './nullable-spelling';
import { enumOrder } from './enum-order';

// Renames first, so the later kinds shuffle and respell the names the variant offers.
export const toolSchemaKinds: readonly VariantKind[] = [
  renameTools,
  renameParameters,
  reorderProperties,
  reorderTools,
  nullableSpelling,
  enumOrder,
];
