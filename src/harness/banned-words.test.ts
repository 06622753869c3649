import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBannedWords, matchBannedWords, type BannedWordMemo } from './banned-words';

const spans = (text: string, words: string[], allow: string[] = []) =>
  matchBannedWords(text, words, allow).map((m) => [m.word, m.text, m.start, m.end]);

describe('matchBannedWords', () => {
  it('folds width and case, and points at the text as written', () => {
    expect(spans('销量ＮＯ１！', ['No1'])).toEqual([['No1', 'ＮＯ１', 2, 5]]);
    expect(spans('纯度１００％', ['100%'])).toEqual([['100%', '１００％', 2, 6]]);
    expect(spans('ﾃﾞﾗｯｸｽ', ['デラックス'])).toEqual([['デラックス', 'ﾃﾞﾗｯｸｽ', 0, 6]]);
    expect(spans('cafe\u0301 no.1', ['café'])).toEqual([['café', 'cafe\u0301', 0, 5]]);
  });

  it('folds a character with the marks after it, beside text that folds to itself', () => {
    expect(spans('好\u0301茶最好！', ['好'])).toEqual([
      ['好', '好\u0301', 0, 2],
      ['好', '好', 4, 5],
    ]);
    expect(spans('买TOP1、ｔｏｐ１或top1吗', ['top1'])).toEqual([
      ['top1', 'TOP1', 1, 5],
      ['top1', 'ｔｏｐ１', 6, 10],
      ['top1', 'top1', 11, 15],
    ]);
    expect(spans('caféとcafe\u0301!', ['café'])).toEqual([
      ['café', 'café', 0, 4],
      ['café', 'cafe\u0301', 5, 10],
    ]);
    expect(spans('xﾃﾞﾗｯｸｽ。', ['デラックス'])).toEqual([['デラックス', 'ﾃﾞﾗｯｸｽ', 1, 7]]);
  });

  it('finds spaced-out and zero-width spellings, but never splits a Latin word', () => {
    expect(spans('口感最 好，第 １', ['最好', '第1'])).toEqual([
      ['最好', '最 好', 2, 5],
      ['第1', '第 １', 6, 9],
    ]);
    expect(spans('绝\u200b对', ['绝对'])).toEqual([['绝对', '绝\u200b对', 0, 3]]);
    expect(spans('the b est', ['best'])).toEqual([]);
    expect(spans('best   ever', ['best ever'])).toEqual([['best ever', 'best   ever', 0, 11]]);
    expect(spans('bestever', ['best ever'])).toEqual([]);
  });

  it('matches Latin words whole, other scripts anywhere', () => {
    expect(findBannedWords('Our bestseller, top10', ['best', 'top1'])).toEqual([]);
    expect(findBannedWords('全网top1好茶', ['top1'])).toEqual(['top1']);
  });

  it('skips allowed phrases, and takes the leftmost, longest word', () => {
    expect(spans('第一次喝，第 一 次也行，第一名', ['第一', '第一名'], ['第一次'])).toEqual([
      ['第一名', '第一名', 13, 16],
    ]);
    expect(findBannedWords('全网最低价', ['最低价', '全网最低'])).toEqual(['全网最低']);
  });
});

describe('a memo of the folded words', () => {
  const unit = fc.constantFrom(...'第一最好低价全网ＮＯ１no1 次　', 'ﾃﾞ', 'デ');
  const word = fc.string({ unit, minLength: 1, maxLength: 4 });
  it('finds what the matcher finds without one, call after call', () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 6 }),
        fc.array(word, { maxLength: 2 }),
        fc.array(fc.string({ unit, maxLength: 30 }), { minLength: 1, maxLength: 5 }),
        (words, allow, texts) => {
          const memo: BannedWordMemo = {};
          for (const text of texts)
            expect(matchBannedWords(text, words, allow, memo)).toEqual(
              matchBannedWords(text, words, allow),
            );
          expect(memo.byFirst).toBeDefined();
        },
      ),
      { numRuns: 300 },
    );
  });
});
