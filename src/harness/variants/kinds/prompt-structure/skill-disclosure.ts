import { USE_SKILL_TOOL_NAME } from '../../../compile/skills';
import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';

/**
 * Toggles skill disclosure: inline instructions <-> listed and loaded through `use_skill`.
 * Tool and skill names stay, so the inverse is empty; the graders already tell which
 * skill a turn used under either mode (evaluation/skills-used.ts).
 */
export const skillDisclosure: VariantKind = {
  id: 'skill-disclosure',
  family: 'prompt-structure',
  summary: 'Skills inline <-> on demand (use_skill)',
  touches: ['meta'],
  apply(doc) {
    const next = doc.settings.skillDisclosure === 'inline' ? 'on_demand' : 'inline';
    // On demand a user tool named use_skill is an error (the built-in takes the name).
    if (next === 'on_demand' && doc.tools.some((t) => t.name === USE_SKILL_TOOL_NAME)) {
      return { document: doc, inverse: emptyInverse(), description: '' };
    }
    return {
      document: { ...doc, settings: { ...doc.settings, skillDisclosure: next } },
      inverse: emptyInverse(),
      description:
        next === 'on_demand'
          ? `Skills listed and loaded on demand through ${USE_SKILL_TOOL_NAME}.`
          : 'Skills inline in the system prompt.',
    };
  },
};
