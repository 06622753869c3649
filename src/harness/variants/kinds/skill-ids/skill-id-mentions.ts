// A token is a run of these: a longer id, a tool name (`_`), a path or a URL is not a mention.
const TOKEN_CHAR = /[A-Za-z0-9_\-/]/;
// Opening and closing marks that make a bare word a reference: code spans and quotes.
const QUOTES: Record<string, string> = {
  '`': '`',
  '"': '"',
  "'": "'",
  '\u201c': '\u201d',
  '\u2018': '\u2019',
  '\u300c': '\u300d',
  '\u300e': '\u300f',
  '\u300a': '\u300b',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Rewrites whole-token mentions of skill ids in prose (`renames`: old id -> new id), all at
 * once so a rename never feeds another. A hyphenated id counts wherever it stands as a
 * whole token (`coupon-push`, also right next to Chinese text); a one-word id only inside a
 * code span or quotes, since `greeting` in English prose is usually just the word.
 * `{{variables}}` never match: their names have no hyphen, and a dotted path is not a token.
 */
export function renameSkillIdMentions(text: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0 || text === '') return text;
  const ids = [...renames.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(ids.join('|'), 'g');
  return text.replace(pattern, (id: string, offset: number) => {
    const end = offset + id.length;
    const before = text[offset - 1] ?? '';
    const after = text[end] ?? '';
    if (TOKEN_CHAR.test(before) || TOKEN_CHAR.test(after)) return id;
    if (before === '.') return id;
    // `greeting.png`, `greeting.name`: a file or a property, not a mention.
    if (after === '.' && TOKEN_CHAR.test(text[end + 1] ?? '')) return id;
    if (!id.includes('-') && !(before in QUOTES && QUOTES[before] === after)) return id;
    return renames.get(id)!;
  });
}
