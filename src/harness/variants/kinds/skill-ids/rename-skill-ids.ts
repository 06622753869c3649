import type { HarnessDocument } from '../../../schema/document';
import type { VariantKind } from '../../types';
import { rewriteSkillTexts } from './skill-texts';
import { emptyInverse } from '../../inverse';
import { skillIdMentionRewriter } from './skill-id-mentions';

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
  size: ['fit', 'measure'],
  help: ['advice', 'guide'],
};

// The schema's limit (schema/names.ts): a longer synonym id falls back to an opaque one.
const MAX_ID_LENGTH = 64;

/**
 * Renames every skill id: readable synonyms, or opaque ids (`skill-7f3a`), by seed. Where
 * the prompt or a skill's text mentions an id, the mention follows, so the text never
 * points the model at an id the variant does not offer.
 */
export const renameSkillIds: VariantKind = {
  id: 'rename-skill-ids',
  family: 'skill-ids',
  summary: 'Rename skill ids (readable synonyms or opaque ids); mentions in the text follow',
  touches: ['skill', 'prompt'],
  apply(doc, random) {
    const opaque = random.next() < 0.5;
    const taken = new Set<string>();
    const original = new Set(doc.skills.map((s) => s.id));
    const inverse = emptyInverse();
    const renames = new Map<string, string>();
    const opaqueId = () => `skill-${random.int(0xffff).toString(16).padStart(4, '0')}`;
    const renamed = doc.skills.map((skill, i) => {
      let id = opaque
        ? opaqueId()
        : skill.id
            .split('-')
            .map((w) => (SYNONYMS[w] ? random.pick(SYNONYMS[w]) : w))
            .join('-');
      // Never an original id: a renamed skill must not answer to another skill's old name.
      if (id === skill.id || taken.has(id) || original.has(id)) id = `${id}-v${i + 1}`;
      if (id.length > MAX_ID_LENGTH) id = `${opaqueId()}-v${i + 1}`;
      while (taken.has(id) || original.has(id)) id = `${id}x`;
      taken.add(id);
      // Duplicate ids are a validation error already; the first skill's rename names them.
      if (!renames.has(skill.id)) renames.set(skill.id, id);
      inverse.skills[id] = skill.id;
      return { ...skill, id };
    });
    return {
      document: rewriteSkillTexts(
        { ...doc, skills: renamed },
        skillIdMentionRewriter(mentionRenames(doc, renames)),
      ),
      inverse,
      description: `Skill ids renamed (${opaque ? 'opaque' : 'synonyms'}).`,
    };
  },
};

// An id that is also a tool name is ambiguous in the text: its mentions stay as written.
function mentionRenames(doc: HarnessDocument, renames: Map<string, string>): Map<string, string> {
  const tools = new Set(doc.tools.map((t) => t.name));
  return new Map([...renames].filter(([id]) => !tools.has(id)));
}
