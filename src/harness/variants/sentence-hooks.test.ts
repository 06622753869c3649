import { describe, expect, it } from 'vitest';
import { hookedSampleHarness } from '../testing/hooked-sample';
import { speakSentences } from '../sample/hook-test-support';
import { harnessDocumentSchema } from '../schema/document';
import { familyVariant } from './apply';
import { callToVariant, forwardResultKeys } from '../testing/internals';
import { hookToOriginal, renameBack } from './inverse';
import { toWidth } from './kinds/hooks/punctuation-width';
import type { VariantFamily } from './types';

// The sample's before_sentence hooks, run in a variant as the runtime's gate runs them: what
// the viewer hears and which hook stops a reply must not change with the harness's wording.
const sample = harnessDocumentSchema.parse(hookedSampleHarness());
const quote = {
  name: 'quote_final_price',
  result: { final_price: 229, discounts: [{ amount: 50 }] },
};

const replies: string[][] = [
  ['这是全网最好的茶，', '顶级口感，销量第一！'],
  // A number is never cut (sentence-cutter.ts), but its unit may start the next piece.
  ['这是最\n', '好的茶。', '到手229', '元，满减再减50元。'],
  ['今天到手只要¥199！', '快来拍。'],
  ['常喝能降', '压哦。', '有问题尽管问！'],
  ['这款龙井是明前采摘的，豆香很足。'.repeat(4), '第二句也很长，真的很长很长很长。'.repeat(3)],
  ['茶'.repeat(130)],
];

const half = (text: string) => toWidth(text, 'half');

describe('before_sentence hooks in variants keep their meaning', () => {
  const families: VariantFamily[] = ['hooks', 'tool-schemas', 'tool-results'];
  for (const family of families)
    it(`${family}: every reply is heard as in the original and stopped by the same hook`, () => {
      for (const seed of [0, 1, 2, 3]) {
        const variant = familyVariant(sample, family, seed);
        const tool = callToVariant(variant.inverse, { name: quote.name, arguments: {} }).name;
        const result = renameBack(quote.result, forwardResultKeys(variant.inverse, quote.name));
        for (const sentences of replies) {
          const was = speakSentences(sentences, { toolResults: [quote] }, sample.hooks);
          const now = speakSentences(
            sentences,
            { toolResults: [{ name: tool, result }] },
            variant.document.hooks,
          );
          // The hooks family may restate punctuation width; nothing else of what is heard.
          expect(half(now.heard), `${family}#${seed}`).toBe(half(was.heard));
          const by = now.blockedBy && hookToOriginal(variant.inverse, now.blockedBy);
          expect(by, `${family}#${seed}`).toBe(was.blockedBy);
        }
      }
    });

  it('the replies above exercise every before_sentence hook', () => {
    const heard = replies.map((r) => speakSentences(r, { toolResults: [quote] }, sample.hooks));
    expect(heard.map((h) => h.blockedBy)).toEqual([
      null,
      null,
      'price-consistency',
      null,
      null,
      null,
    ]);
    expect(heard[0]!.heard).toBe('这是口碑很好的茶，优质口感，销量领先！');
    expect(heard[1]!.heard).toBe('这是最\n的茶。到手229元，满减再减50元。');
    expect(heard[3]!.heard).toBe('常喝能降有问题尽管问！');
    expect(Array.from(heard[4]!.heard).length).toBeLessThanOrEqual(100);
    expect(heard[5]!.heard).toBe('茶'.repeat(99) + '…');
  });
});
