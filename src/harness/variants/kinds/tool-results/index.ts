import type { VariantKind } from '../../types';
import { renameResultKeys } from './rename-result-keys';

export const toolResultKinds: readonly VariantKind[] = [renameResultKeys];
