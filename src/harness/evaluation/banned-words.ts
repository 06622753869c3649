import { foldWidth } from './normalize';

const ASCII_WORD = /^[A-Za-z0-9]+(?:[ '-][A-Za-z0-9]+)*$/;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Banned words found in `text`, by the rule the validator uses on prompts: Latin words
 * whole-word only ("best" is not in "bestseller"), other scripts anywhere. Allowed phrases
 * ("第一次" for "第一") are blanked out first.
 */
export function findBannedWords(
  text: string,
  words: readonly string[],
  allow: readonly string[] = [],
): string[] {
  let haystack = foldWidth(text);
  for (const phrase of allow) haystack = haystack.split(foldWidth(phrase)).join(' ');
  const found = new Set<string>();
  for (const raw of new Set(words.map((w) => foldWidth(w).trim()).filter(Boolean))) {
    const pattern = ASCII_WORD.test(raw) ? `\\b${escape(raw)}\\b` : escape(raw);
    if (new RegExp(pattern, 'i').test(haystack)) found.add(raw);
  }
  return [...found];
}
