import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutSentences } from '../testing/internals';
import { SentenceCutter, type CutSentence } from './sentence-cutter';

const zh = { locale: 'zh-CN', maxChars: 60 };
const codePoints = (text: string) => Array.from(text).length;

/** Feeds `text` in the given deltas; returns the pieces and, per delta, how many it released. */
function feed(deltas: string[], options = zh): { pieces: CutSentence[]; perDelta: number[] } {
  const cutter = new SentenceCutter(options);
  const pieces: CutSentence[] = [];
  const perDelta = deltas.map((d) => {
    const out = cutter.push(d);
    pieces.push(...out);
    return out.length;
  });
  pieces.push(...cutter.flush());
  return { pieces, perDelta };
}

/** `text` split at the given positions (code units, any order, repeats allowed). */
function split(text: string, at: number[]): string[] {
  const cuts = [...new Set(at.map((i) => i % (text.length + 1)))].sort((a, b) => a - b);
  const out: string[] = [];
  let from = 0;
  for (const c of [...cuts, text.length]) {
    if (c > from) out.push(text.slice(from, c));
    from = Math.max(from, c);
  }
  return out;
}

describe('SentenceCutter', () => {
  it('releases a sentence the moment its terminal arrives, not on the next delta', () => {
    const { pieces, perDelta } = feed(['这款龙井', '很香。', '现在下单', '送杯子！', '还有吗？']);
    expect(perDelta).toEqual([0, 1, 0, 1, 1]);
    expect(pieces).toEqual([
      { text: '这款龙井很香。', cut: 'sentence' },
      { text: '现在下单送杯子！', cut: 'sentence' },
      { text: '还有吗？', cut: 'sentence' },
    ]);
  });

  it("waits after an ASCII '.' for the next character, so 3.5元 stays whole", () => {
    const { pieces, perDelta } = feed(['价格3.', '5元。', 'It is fine.', ' Really', '.']);
    expect(perDelta).toEqual([0, 1, 0, 1, 0]);
    expect(pieces.map((p) => p.text)).toEqual(['价格3.5元。', 'It is fine. ', 'Really.']);
    expect(pieces.at(-1)!.cut).toBe('sentence');
  });

  it('keeps closing quotes in the same buffer with their sentence; blank lines ride with the next', () => {
    expect(cutSentences('他说：“好。”然后走了\n\n第二段。', zh)).toEqual([
      { text: '他说：“好。”', cut: 'sentence' },
      { text: '然后走了\n', cut: 'sentence' },
      { text: '\n第二段。', cut: 'sentence' },
    ]);
    expect(feed(['好的！」', '走吧']).pieces.map((p) => p.text)).toEqual(['好的！」', '走吧']);
  });

  it('ends a sentence after an ellipsis, which ICU does not count as an end', () => {
    expect(cutSentences('好的……那我们看下一款', zh).map((p) => p.text)).toEqual([
      '好的……',
      '那我们看下一款',
    ]);
  });

  it("cuts a long sentence at its last clause mark, else at maxChars; the rest is 'end'", () => {
    const options = { locale: 'zh-CN', maxChars: 12 };
    expect(cutSentences('这款茶，香气高，回甘明显，适合送礼也适合自己喝。', options)).toEqual([
      { text: '这款茶，香气高，', cut: 'clause' },
      { text: '回甘明显，', cut: 'clause' },
      { text: '适合送礼也适合自己喝。', cut: 'sentence' },
    ]);
    expect(cutSentences('一二三四五六七八九十一二三四五', options)).toEqual([
      { text: '一二三四五六七八九十一二', cut: 'length' },
      { text: '三四五', cut: 'end' },
    ]);
    // An ASCII comma cuts only before a space: 1,000 stays whole.
    expect(cutSentences('We sold 1,000,000 boxes, today', options).map((p) => p.text)).toEqual([
      'We sold ',
      '1,000,000 ',
      'boxes, today',
    ]);
  });

  it('never cuts a number at the limit: the cut goes before it and its currency sign', () => {
    const options = { locale: 'zh-CN', maxChars: 12 };
    expect(cutSentences('今天直播间到手价只要¥229元', options)).toEqual([
      { text: '今天直播间到手价只要', cut: 'length' },
      { text: '¥229元', cut: 'end' },
    ]);
    expect(cutSentences('一二三四五六七八九价格3.5折哦', options).map((p) => p.text)).toEqual([
      '一二三四五六七八九价格',
      '3.5折哦',
    ]);
    // A number that fills the piece is cut at the limit; one that ends there is not moved.
    expect(cutSentences('1234567890123456', options).map((p) => p.text)).toEqual([
      '123456789012',
      '3456',
    ]);
    expect(cutSentences('一二三四五六七八九十¥2元哦', options)[0]!.text).toBe(
      '一二三四五六七八九十¥2',
    );
  });

  it('cuts by the language given (English abbreviations)', () => {
    const en = { locale: 'en', maxChars: 60 };
    expect(cutSentences('Mr. Smith is 1.8 m tall. ok', en).map((p) => p.text)).toEqual([
      'Mr. ',
      'Smith is 1.8 m tall. ok',
    ]);
  });

  // Text like a host's reply: CJK, Latin, digits, '.', terminals, clause marks, quotes, spaces.
  const anyText = fc.string({
    unit: fc.constantFrom(...'这款茶很香好的价格元ab Z3.5。！？!?…，、；：,;:“”」）\n ', '😀', 'é'),
    maxLength: 200,
  });
  const anyOptions = fc.record({
    locale: fc.constantFrom('zh-CN', 'en'),
    maxChars: fc.integer({ min: 10, max: 80 }),
  });

  it('gives back exactly the text, in pieces of at most maxChars, for any split', () => {
    fc.assert(
      fc.property(anyText, fc.array(fc.nat(), { maxLength: 30 }), anyOptions, (text, at, o) => {
        const { pieces } = feed(split(text, at), o);
        expect(pieces.map((p) => p.text).join('')).toBe(text);
        for (const p of pieces) {
          expect(codePoints(p.text)).toBeLessThanOrEqual(o.maxChars);
          expect(p.text).not.toBe('');
        }
      }),
      { numRuns: 400 },
    );
  });

  // Where the cuts cannot depend on the split (the class comment lists the exceptions: a
  // closing quote, a second terminal, a clause mark or spaces after a terminal in a later
  // delta): sentences that start with a word.
  const plainText = fc
    .array(
      fc.tuple(
        fc.constantFrom(...'这款茶很香好价格3'),
        fc.string({ unit: fc.constantFrom(...'这款茶很香好的价格元在吗3，、'), maxLength: 40 }),
        fc.constantFrom('。', '！', '？', '', '\n'),
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.map(([first, body, end]) => first + body + end).join(''));

  it('cuts plain text the same however it is split into deltas', () => {
    fc.assert(
      fc.property(
        plainText,
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.integer({ min: 10, max: 40 }),
        (text, at, maxChars) => {
          const options = { locale: 'zh-CN', maxChars };
          expect(feed(split(text, at), options).pieces).toEqual(cutSentences(text, options));
        },
      ),
      { numRuns: 400 },
    );
  });
});
