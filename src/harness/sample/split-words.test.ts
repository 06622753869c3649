import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findBannedWords } from '../banned-words';
import { ABSOLUTE_WORDS } from './index';
import { ORDINARY_PHRASES } from './hook-sources';
import { speakSentences } from './hook-test-support';

// The sample's before_sentence hooks see one sentence at a time: a banned word the model
// writes across two sentences must still never be heard.
const heardWords = (heard: string) => findBannedWords(heard, ABSOLUTE_WORDS, ORDINARY_PHRASES);

describe('banned words split across sentences, through the sample hooks', () => {
  it('are never heard, split at every position of every listed word', () => {
    for (const word of ABSOLUTE_WORDS) {
      const chars = Array.from(word);
      for (let at = 1; at < chars.length; at++) {
        const first = `这是${chars.slice(0, at).join('')}`;
        const second = `${chars.slice(at).join('')}的茶。`;
        for (const between of ['', '\n', ' ']) {
          const { heard, blockedBy } = speakSentences([first + between, second]);
          expect(blockedBy, `${word} at ${at}`).toBeNull();
          expect(heardWords(heard), `${word} at ${at}: ${heard}`).toEqual([]);
          // Only the part of the word in the second sentence is left out.
          expect(heard.startsWith(first + between), heard).toBe(true);
        }
      }
    }
  });

  it('are never heard, whatever the words around them and wherever the sentences are cut', () => {
    const piece = fc.constantFrom(
      ...ABSOLUTE_WORDS,
      ...ORDINARY_PHRASES,
      '好',
      '最',
      '茶',
      '，',
      ' ',
    );
    const reply = fc.array(piece, { minLength: 1, maxLength: 16 }).map((p) => p.join(''));
    fc.assert(
      fc.property(reply, fc.array(fc.nat(), { maxLength: 5 }), (text, cuts) => {
        const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const sentences = [0, ...at].map((from, i) => text.slice(from, [...at, text.length][i]));
        const { heard } = speakSentences(sentences);
        expect(heardWords(heard)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
