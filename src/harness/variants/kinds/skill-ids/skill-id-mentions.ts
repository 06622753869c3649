import { QUOTE_PAIRS } from './skill-texts';

// A token is a maximal run of these: a longer id, a tool name (`_`), a path or a URL is one
// token, so only a token that is exactly an id can be a mention.
const TOKEN = /[A-Za-z0-9_\-/]+/g;
const TOKEN_CHAR = /[A-Za-z0-9_\-/]/;

/**
 * A rewriter of whole-token mentions of skill ids in prose (`renames`: old id -> new id),
 * all at once so a rename never feeds another. A hyphenated id counts wherever it stands as
 * a whole token (`coupon-push`, also right next to Chinese text); a one-word id only inside
 * a code span or quotes, since `greeting` in English prose is usually just the word.
 * `{{variables}}` never match: their names have no hyphen, and a dotted path is not a mention.
 * Tokens are looked up, not searched for, so a thousand ids cost no more than one.
 */
export function skillIdMentionRewriter(
  renames: ReadonlyMap<string, string>,
): (text: string) => string {
  return (text) => {
    if (renames.size === 0 || text === '') return text;
    return text.replace(TOKEN, (token: string, offset: number) => {
      const renamed = renames.get(token);
      if (renamed === undefined) return token;
      const end = offset + token.length;
      const before = text[offset - 1] ?? '';
      const after = text[end] ?? '';
      if (before === '.') return token;
      // `greeting.png`, `greeting.name`: a file or a property, not a mention.
      if (after === '.' && TOKEN_CHAR.test(text[end + 1] ?? '')) return token;
      if (!token.includes('-') && !(before in QUOTE_PAIRS && QUOTE_PAIRS[before] === after))
        return token;
      return renamed;
    });
  };
}
