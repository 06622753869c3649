import { QUOTE_PAIRS } from './skill-texts';

// Quote pairs (QUOTE_PAIRS) around a name make it a mention of that skill, not words that
// happen to be in the text (a Chinese name has no word boundaries to tell them apart).
// The closing mark is looked at, not taken: after an apostrophe (`it's`) opened a span that
// is no name, the next quote can still open one.
const QUOTED =
  /([`"'\u201c\u2018\u300c\u300e\u300a])([^`"'\u201d\u2019\u300d\u300f\u300b\n]{1,200})(?=([`"'\u201d\u2019\u300d\u300f\u300b]))/g;

/**
 * A rewriter of quoted mentions of skill names (`renames`: old name -> new name), in one
 * pass, so a new name that is another skill's old name is never renamed again.
 */
export function skillNameMentionRewriter(
  renames: ReadonlyMap<string, string>,
): (text: string) => string {
  return (text) => {
    if (renames.size === 0 || text === '') return text;
    return text.replace(QUOTED, (whole: string, open: string, inner: string, close: string) => {
      const renamed = renames.get(inner);
      return renamed !== undefined && QUOTE_PAIRS[open] === close ? `${open}${renamed}` : whole;
    });
  };
}
