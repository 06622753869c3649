import type { VariantKind } from '../../types';
import { renameSkillIds } from './rename-skill-ids';

export const skillIdKinds: readonly VariantKind[] = [renameSkillIds];
