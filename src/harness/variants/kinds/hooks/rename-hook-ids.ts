import type { VariantKind } from '../../types';
import { emptyInverse } from '../../inverse';

// Readable synonyms for the words hook ids are made of; opaque ids for the rest.
const SYNONYMS: Record<string, string[]> = {
  guard: ['check', 'gate', 'watch'],
  filter: ['screen', 'cleaner'],
  topic: ['subject', 'theme'],
  absolute: ['superlative', 'extreme'],
  word: ['term', 'phrase'],
  words: ['terms', 'phrases'],
  price: ['cost', 'pricing'],
  consistency: ['match', 'agreement'],
  reply: ['answer', 'response'],
  length: ['size', 'limit'],
  check: ['guard', 'verify'],
  banned: ['forbidden', 'blocked'],
  compliance: ['rules', 'policy'],
  greeting: ['welcome', 'hello'],
  tool: ['call', 'action'],
};

/**
 * Renames every hook id (readable synonyms or opaque `hook-7f3a`, by seed). The model never
 * sees hook ids; what changes is every place a run reports them (traces, hook events), and
 * a suite's `hook` expectations must read them back through inverse.hooks (hookToOriginal).
 */
export const renameHookIds: VariantKind = {
  id: 'rename-hook-ids',
  family: 'hooks',
  summary: 'Rename hook ids (readable synonyms or opaque ids)',
  touches: ['hook'],
  apply(doc, random) {
    const opaque = random.next() < 0.5;
    const taken = new Set<string>();
    const originals = new Set(doc.hooks.map((h) => h.id));
    const inverse = emptyInverse();
    const hooks = doc.hooks.map((hook, i) => {
      let id = opaque
        ? `hook-${random.int(0xffff).toString(16).padStart(4, '0')}`
        : hook.id
            .split('-')
            .map((w) => (SYNONYMS[w] ? random.pick(SYNONYMS[w]) : w))
            .join('-');
      // Every id changes, none takes another hook's original id, ids stay within 64 characters.
      const base = id.length > 56 ? `hook-${i + 1}` : id;
      let n = 0;
      while (id === hook.id || id.length > 64 || taken.has(id) || originals.has(id)) {
        id = `${base}-v${++n}`;
      }
      taken.add(id);
      inverse.hooks[id] = hook.id;
      return { ...hook, id };
    });
    return {
      document: { ...doc, hooks },
      inverse,
      description: `Hook ids renamed (${opaque ? 'opaque' : 'synonyms'}).`,
    };
  },
};
