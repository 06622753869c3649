/**
 * Chinese punctuation in its full-width form and the half-width form people type just as
 * often; a viewer reads "有问题尽管问！" and "有问题尽管问!" the same. The sentence stop 。 is
 * left alone: "." after Chinese reads as a typo, not as the same sentence.
 */
const PAIRS: readonly (readonly [full: string, half: string])[] = [
  ['，', ','],
  ['！', '!'],
  ['？', '?'],
  ['：', ':'],
  ['；', ';'],
  ['（', '('],
  ['）', ')'],
];

export type PunctuationWidth = 'half' | 'full';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

export const hasChinese = (text: string): boolean => CJK.test(text);

/**
 * Text with its punctuation in one width. Going full-width, a comma or colon between digits
 * (1,000 or 21:00) stays as it is: those are parts of a number or a time, not punctuation.
 */
export function toWidth(text: string, width: PunctuationWidth): string {
  let out = text;
  for (const [full, half] of PAIRS) {
    if (width === 'half') out = out.split(full).join(half);
    else {
      const escaped = half.replace(/[()?]/g, '\\$&');
      const pattern =
        half === ',' || half === ':' ? `(?<!\\d)${escaped}|${escaped}(?!\\d)` : escaped;
      out = out.replace(new RegExp(pattern, 'g'), full);
    }
  }
  return out;
}
