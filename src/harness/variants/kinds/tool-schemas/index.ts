import type { VariantKind } from '../../types';
import { renameTools } from './rename-tools';

export const toolSchemaKinds: readonly VariantKind[] = [renameTools];
