/** One banned word found in a text: `start`/`end` index the text as given (UTF-16). */
export interface BannedWordMatch {
  /** The banned word as listed. */
  word: string;
  start: number;
  end: number;
  /** The text as written there, e.g. "ＮＯ１" or "最 好" for the words "no1" and "最好". */
  text: string;
}

/**
 * Where a caller keeps the folded patterns of one list of words and allowed phrases, so a
 * matcher called again with the same two lists does not fold them again. Opaque: filled by
 * the first call.
 */
export interface BannedWordMemo {
  byFirst?: unknown;
}

/**
 * The one banned-word rule, for the test check, the prompt validator and hooks
 * (`ctx.matchBannedWords`):
 * - text and words are folded alike: NFKC (full-width and half-width forms, circled
 *   digits...) then lower case; a character and the marks after it fold together
 *   ("ﾃﾞ" is "デ");
 * - a word written with Latin letters or digits at an end matches only where no Latin
 *   letter or digit touches that end ("best" is not in "bestseller", "第1" not in "第10");
 * - spaces may stand between two characters unless both are Latin letters or digits
 *   ("最 好", "第 １", "No. 1"), and a space in a listed word stands for one or more;
 *   invisible characters (zero-width space, soft hyphen) may stand anywhere;
 * - allowed phrases ("第一次" for "第一") are taken out first;
 * - leftmost match first, and the longest word there ("全网最低" before "最低价").
 *
 * Hooks run this function's source in their sandbox, so it must stay self-contained: no
 * imports, no outer names, and no named inner functions (a transpiler's keep-names option
 * would wrap those in a helper the sandbox does not have).
 */
// eslint-disable-next-line max-lines-per-function -- one self-contained function, for the sandbox (above)
export function matchBannedWords(
  text: string,
  words: readonly string[],
  allow: readonly string[] = [],
  memo?: BannedWordMemo,
): BannedWordMatch[] {
  const input = String(text);
  const space = /\s/;
  const invisible = /[\u00ad\u180e\u200b-\u200f\u2060\ufeff]/;
  const latin = /[a-z0-9]/;
  // Folds to a combining mark (half-width ﾞ and ﾟ too), so it joins the character before.
  const mark = /^\p{M}/u;
  // Folded code points of the text, each with the span of the input it came from.
  const chars: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  // Listed words and allowed phrases by their first folded character, longest first:
  // their folded characters, and where a space must stand.
  type Pattern = { word: string; chars: string[]; gap: boolean[] };
  // Folded once per list when the caller keeps a memo for it (the same words and allow).
  const kept = memo && (memo.byFirst as Map<string, Pattern[]>[] | undefined);
  const byFirst = kept || [new Map<string, Pattern[]>(), new Map<string, Pattern[]>()];
  const sources = kept ? [input] : [input, ...allow.map(String), ...words.map(String)];
  sources.forEach((source, n) => {
    const folded: string[] = [];
    let i = 0;
    // Most text is folded already: then each code point stands for itself.
    if (source.normalize('NFKC').toLowerCase() === source) {
      for (const c of source) {
        folded.push(c);
        if (n === 0) {
          from.push(i);
          to.push(i + c.length);
        }
        i += c.length;
      }
    }
    while (i < source.length) {
      // A CJK ideograph or ASCII character other than a capital folds to itself, and so does
      // any character before one (neither is a mark): most of a Chinese text, at no cost.
      const here = source.charCodeAt(i);
      const next = i + 1 < source.length ? source.charCodeAt(i + 1) : 0x20;
      if (
        ((here >= 0x4e00 && here <= 0x9fff) || (here < 0x7f && (here < 0x41 || here > 0x5a))) &&
        ((next >= 0x4e00 && next <= 0x9fff) || next < 0x7f)
      ) {
        folded.push(source[i]!);
        if (n === 0) {
          from.push(i);
          to.push(i + 1);
        }
        i++;
        continue;
      }
      let j = i + String.fromCodePoint(source.codePointAt(i)!).length;
      while (
        j < source.length &&
        mark.test(String.fromCodePoint(source.codePointAt(j)!).normalize('NFKC'))
      )
        j += String.fromCodePoint(source.codePointAt(j)!).length;
      for (const c of source.slice(i, j).normalize('NFKC').toLowerCase()) {
        folded.push(c);
        if (n === 0) {
          from.push(i);
          to.push(j);
        }
      }
      i = j;
    }
    if (n === 0) {
      // One by one: a spread of a long text passes more arguments than an engine allows.
      for (const c of folded) chars.push(c);
      return;
    }
    const pattern: Pattern = { word: source.trim(), chars: [], gap: [] };
    let spaced = false;
    for (const c of folded) {
      if (invisible.test(c)) continue;
      if (space.test(c)) spaced = pattern.chars.length > 0;
      else {
        const last = pattern.chars[pattern.chars.length - 1];
        pattern.gap.push(spaced && last !== undefined && latin.test(last) && latin.test(c));
        pattern.chars.push(c);
        spaced = false;
      }
    }
    if (pattern.chars.length === 0) return;
    const index = byFirst[n <= allow.length ? 0 : 1]!;
    const list = index.get(pattern.chars[0]!);
    if (list) list.push(pattern);
    else index.set(pattern.chars[0]!, [pattern]);
  });
  if (!kept) {
    for (const index of byFirst)
      for (const list of index.values()) list.sort((a, b) => b.chars.length - a.chars.length);
    if (memo) memo.byFirst = byFirst;
  }

  const blocked = chars.map(() => false);
  const found: BannedWordMatch[] = [];
  for (const phase of [0, 1]) {
    const allowing = phase === 0;
    let p = 0;
    while (p < chars.length) {
      let end = -1;
      let word = '';
      const first = chars[p]!;
      const startsFree = allowing || !blocked[p];
      for (const pattern of (startsFree && byFirst[phase]!.get(first)) || []) {
        const last = pattern.chars[pattern.chars.length - 1]!;
        if (latin.test(first) && p > 0 && latin.test(chars[p - 1]!)) continue;
        let q = p + 1;
        let k = 1;
        for (; k < pattern.chars.length; k++) {
          const c = pattern.chars[k]!;
          const spaceOk = pattern.gap[k] || !(latin.test(pattern.chars[k - 1]!) && latin.test(c));
          let spaces = 0;
          while (
            q < chars.length &&
            (invisible.test(chars[q]!) || (spaceOk && space.test(chars[q]!)))
          ) {
            if (space.test(chars[q]!)) spaces++;
            q++;
          }
          if ((pattern.gap[k] && spaces === 0) || chars[q] !== c || (!allowing && blocked[q]))
            break;
          q++;
        }
        if (k < pattern.chars.length) continue;
        if (latin.test(last) && q < chars.length && latin.test(chars[q]!)) continue;
        end = q;
        word = pattern.word;
        break;
      }
      if (end < 0) p++;
      else if (allowing) {
        for (let i = p; i < end; i++) blocked[i] = true;
        p++;
      } else {
        const start = from[p]!;
        found.push({ word, start, end: to[end - 1]!, text: input.slice(start, to[end - 1]!) });
        p = end;
      }
    }
  }
  return found;
}

/** The banned words `text` uses, each once, as listed. */
export function findBannedWords(
  text: string,
  words: readonly string[],
  allow: readonly string[] = [],
): string[] {
  return [...new Set(matchBannedWords(text, words, allow).map((m) => m.word))];
}
