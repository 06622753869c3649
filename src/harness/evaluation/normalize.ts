/**
 * Text normalisation shared by the checks. NFKC folds full-width forms ("１２３", "，", "￥")
 * into their half-width equivalents, which viewers and models mix freely.
 */
export function foldWidth(text: string): string {
  return text.normalize('NFKC');
}

/**
 * BFCL's `standardize_string`, widened to Chinese: case-insensitive, and blind to spaces
 * and punctuation, so `"龙井" ` equals `龙井` and "April 1, 2024" equals "April 1 2024".
 */
export function normalizeArgumentString(text: string): string {
  return foldWidth(text)
    .toLowerCase()
    .replace(/[\s\p{P}^]/gu, '');
}

/** For "contains" checks: width and case folded, runs of spaces collapsed. */
export function normalizeReplyText(text: string): string {
  return foldWidth(text).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Code points, not UTF-16 units: a Chinese character or an emoji counts once, as TTS reads it. */
export function charCount(text: string): number {
  return Array.from(text).length;
}
