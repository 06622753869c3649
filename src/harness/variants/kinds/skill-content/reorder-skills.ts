import type { VariantKind } from '../../types';
import { emptyInverse } from '../../inverse';

/**
 * Shuffles the skill list. Skills are addressed by id, so nothing maps back; the model
 * only reads them in another order (inline sections, the on-demand list, `use_skill`'s enum).
 */
export const reorderSkills: VariantKind = {
  id: 'reorder-skills',
  family: 'skill-content',
  summary: 'Reorder the skill list',
  touches: ['skill'],
  apply(doc, random) {
    if (doc.skills.length < 2) return { document: doc, inverse: emptyInverse(), description: '' };
    let skills = random.shuffle(doc.skills);
    // A shuffle may land on the same order: rotate once so the variant always differs.
    if (skills.every((s, i) => s === doc.skills[i])) skills = [...skills.slice(1), skills[0]!];
    return {
      document: { ...doc, skills },
      inverse: emptyInverse(),
      description: 'Skills reordered.',
    };
  },
};
