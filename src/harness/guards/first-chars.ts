/**
 * A cheap look before the banned-word matcher, which folds every listed word on each call: a
 * match starts with its word's first folded character (spaces and invisible characters stand
 * only between characters), so a text folded the same way (NFKC, lower case) that holds none
 * of the words' first characters holds none of the words.
 */
const fold = (s: string) => s.normalize('NFKC').toLowerCase();

const cache = new WeakMap<readonly string[], Set<string>>();

// A text's characters come from a small alphabet: each is folded once, not on every look.
const folds = new Map<string, string | undefined>();
const MAX_FOLDS = 20_000;

function foldedFirst(c: string): string | undefined {
  if (folds.has(c)) return folds.get(c);
  const [f] = fold(c);
  if (folds.size >= MAX_FOLDS) folds.clear();
  folds.set(c, f);
  return f;
}

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
    const f = foldedFirst(c);
    if (f !== undefined && first.has(f)) return true;
  }
  for (const c of fold(text)) if (first.has(c)) return true;
  return false;
}
