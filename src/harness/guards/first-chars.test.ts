import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchBannedWords } from '../banned-words';
import { firstChars, mayHold } from './first-chars';

const WORDS = ['最好', '第一', 'no1', 'デラックス', '100%', 'best'];

describe('the first-character look before the matcher', () => {
  it('never says no where the matcher finds a word', () => {
    const pieces = fc.constantFrom(
      ...WORDS,
      '最 好',
      'ＮＯ１',
      'ﾃﾞﾗｯｸｽ',
      '１００％',
      'BEST',
      '\u200b',
      ' ',
      '茶',
      'a',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        if (matchBannedWords(text, WORDS).length > 0)
          expect(mayHold(text, firstChars(WORDS))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('says no for a text with none of the first characters', () => {
    expect(mayHold('这款龙井口感清甜。', firstChars(WORDS))).toBe(false);
    expect(mayHold('销量ＮＯ１', firstChars(WORDS))).toBe(true);
    expect(mayHold('anything', firstChars([]))).toBe(false);
  });
});
