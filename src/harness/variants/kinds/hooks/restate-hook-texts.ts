import { emptyInverse } from '../../inverse';
import type { VariantKind } from '../../types';
import { answerTexts } from './hook-source';
import { hasChinese, toWidth, type PunctuationWidth } from './punctuation-width';

/** A source with its answer texts' punctuation in one width; the rest of the code as it was. */
export function restateSource(source: string, width: PunctuationWidth): string {
  let out = source;
  // From the end, so earlier literals keep their offsets.
  for (const literal of answerTexts(source).reverse()) {
    if (!hasChinese(literal.value)) continue;
    const next = toWidth(literal.value, width);
    if (next === literal.value) continue;
    out = out.slice(0, literal.start) + JSON.stringify(next) + out.slice(literal.end);
  }
  return out;
}

/**
 * Restates the texts hooks answer, block or rewrite with (string literals that flow into a
 * decision's `reply`, `reason` or `message`, found with acorn): full-width Chinese punctuation
 * to half-width or back, by seed. Rewording would need a model or a table of equivalent
 * phrasings per text; punctuation width is the change that provably keeps the meaning.
 * Literals used any other way (a table of banned words, a search for "！") stay as they are.
 */
export const restateHookTexts: VariantKind = {
  id: 'restate-hook-texts',
  family: 'hooks',
  summary: 'Restate the texts hooks answer with (full-width <-> half-width punctuation)',
  touches: ['hook'],
  apply(doc, random) {
    const width: PunctuationWidth = random.next() < 0.5 ? 'half' : 'full';
    let changed = 0;
    const hooks = doc.hooks.map((hook) => {
      const source = restateSource(hook.source, width);
      if (source === hook.source || source.length > 100_000) return hook;
      changed++;
      return { ...hook, source };
    });
    return {
      document: { ...doc, hooks },
      inverse: emptyInverse(),
      description: `Hook answer texts restated in ${width}-width punctuation (${changed} hook(s)).`,
    };
  },
};
