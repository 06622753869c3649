import type { VariantKind } from '../../types';
import { renameSkillIds } from './rename-skill-ids';
import { renameSkillNames } from './rename-skill-names';

export const skillIdKinds: readonly VariantKind[] = [renameSkillIds, renameSkillNames];
