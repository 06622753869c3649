import type { VariantKind } from '../../types';
import { renameHookIds } from './rename-hook-ids';
import { reorderHooks } from './reorder-hooks';
import { restateHookTexts } from './restate-hook-texts';

export const hookKinds: readonly VariantKind[] = [renameHookIds, reorderHooks, restateHookTexts];
