/**
 * A cheap look before the banned-word matcher, which folds every listed word on each call: a
 * match starts with its word's first folded character (spaces and invisible characters stand
 * only between characters), so a text folded the same way (NFKC, lower case) that holds none
 * of the words' first characters holds none of the words.
 */
const fold = (s: string) => s.normalize('NFKC').toLowerCase();

const cache = new WeakMap<readonly string[], Set<string>>();

/** The first folded characters of `words`, kept per list (lists are part of a loaded document). */
export function firstChars(words: readonly string[]): Set<string> {
  let set = cache.get(words);
  if (!set) {
    set = new Set();
    for (const w of words) {
      const [first] = fold(w).trimStart();
      if (first !== undefined) set.add(first);
    }
    cache.set(words, set);
  }
  return set;
}

/**
 * Whether `text` may hold one of the words whose first characters are `first`: each
 * character folded alone, and the text folded whole (a character folds with the marks after
 * it, ﾃﾞ to デ), so whichever way the matcher folds, a word's start is seen.
 */
export function mayHold(text: string, first: ReadonlySet<string>): boolean {
  if (first.size === 0) return false;
  for (const c of text) {
    const [f] = fold(c);
    if (f !== undefined && first.has(f)) return true;
  }
  for (const c of fold(text)) if (first.has(c)) return true;
  return false;
}
