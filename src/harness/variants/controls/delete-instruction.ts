import { emptyInverse } from '../inverse';
import { pickFocused } from './pick';
import type { NegativeControl } from './types';

interface Target {
  kind: 'skill' | 'section';
  id: string;
}

const key = (t: Target) => `${t.kind}:${t.id}`;

/**
 * Empties one skill's instructions or one prompt section's body: the part a case depends
 * on when the focus names it, one chosen by seed otherwise. The skill or section stays
 * (ids and allowed tools still resolve), it just no longer says what to do.
 */
export const deleteInstruction: NegativeControl = {
  id: 'delete-instruction',
  summary: "Delete the instructions a case depends on (a skill's or a prompt section's)",
  needs: 'an enabled skill with instructions or an enabled prompt section with a body',
  touches: ['skill', 'prompt'],
  apply(doc, random, focus) {
    const targets: Target[] = [
      ...doc.skills
        .filter((s) => s.enabled && s.instructions.trim() !== '')
        .map((s): Target => ({ kind: 'skill', id: s.id })),
      ...doc.prompt.sections
        .filter((s) => s.enabled && s.body.trim() !== '')
        .map((s): Target => ({ kind: 'section', id: s.id })),
    ];
    const wanted = [
      ...(focus?.skills ?? []).map((id) => key({ kind: 'skill', id })),
      ...(focus?.sections ?? []).map((id) => key({ kind: 'section', id })),
    ];
    const target = pickFocused(random, targets, key, wanted);
    if (!target) return null;
    if (target.kind === 'skill') {
      const skills = doc.skills.map((s) => (s.id === target.id ? { ...s, instructions: '' } : s));
      return {
        document: { ...doc, skills },
        inverse: emptyInverse(),
        description: `Instructions of skill "${target.id}" deleted.`,
      };
    }
    const sections = doc.prompt.sections.map((s) => (s.id === target.id ? { ...s, body: '' } : s));
    return {
      document: { ...doc, prompt: { ...doc.prompt, sections } },
      inverse: emptyInverse(),
      description: `Body of prompt section "${target.id}" deleted.`,
    };
  },
};
