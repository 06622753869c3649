import type { VariantKind } from '../../types';
import { emptyInverse } from '../../inverse';

// Readable synonyms for the words skill ids are made of; opaque ids for the rest.
const SYNONYMS: Record<string, string[]> = {
  product: ['item', 'goods', 'merch'],
  qa: ['questions', 'answers', 'faq'],
  coupon: ['voucher', 'ticket'],
  push: ['offer', 'send'],
  threshold: ['spend', 'tier'],
  discount: ['saving', 'deal'],
  greeting: ['welcome', 'hello'],
  price: ['cost', 'pricing'],
  objection: ['pushback', 'doubt'],
  after: ['post'],
  sales: ['purchase', 'order'],
  compliance: ['rules', 'policy'],
  refusal: ['decline', 'no'],
};

/** Renames every skill id: readable synonyms, or opaque ids (`skill-7f3a`), by seed. */
export const renameSkillIds: VariantKind = {
  id: 'rename-skill-ids',
  family: 'skill-ids',
  summary: 'Rename skill ids (readable synonyms or opaque ids)',
  touches: ['skill'],
  apply(doc, random) {
    const opaque = random.next() < 0.5;
    const taken = new Set<string>();
    const inverse = emptyInverse();
    const skills = doc.skills.map((skill, i) => {
      let id = opaque
        ? `skill-${random.int(0xffff).toString(16).padStart(4, '0')}`
        : skill.id
            .split('-')
            .map((w) => (SYNONYMS[w] ? random.pick(SYNONYMS[w]) : w))
            .join('-');
      if (id === skill.id || taken.has(id) || doc.skills.some((s) => s.id === id)) {
        id = `${id}-v${i + 1}`;
      }
      while (taken.has(id)) id = `${id}x`;
      taken.add(id);
      if (id !== skill.id) inverse.skills[id] = skill.id;
      return { ...skill, id };
    });
    return {
      document: { ...doc, skills },
      inverse,
      description: `Skill ids renamed (${opaque ? 'opaque' : 'synonyms'}).`,
    };
  },
};
