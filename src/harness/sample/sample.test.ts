import { describe, expect, it } from 'vitest';
import { validateHarness } from '../validate';
import { liveContextSchema } from '../schema/live-context';
import { charCount } from '../evaluation/normalize';
import { sampleContexts, sampleHarness } from './index';
import {
  deflectSample,
  guardSampleSentence,
  runSampleHook as runHook,
  speakSentences,
} from './hook-test-support';

describe('sample harness', () => {
  it('validates with no errors and no warnings', () => {
    const result = validateHarness(sampleHarness);
    expect(result.diagnostics).toEqual([]);
    expect(result.document?.skills.length).toBe(7);
  });

  it('has sample contexts that parse and fall inside the promotion windows', () => {
    expect(sampleContexts.length).toBeGreaterThanOrEqual(3);
    for (const { context } of sampleContexts) {
      expect(liveContextSchema.safeParse(context).success).toBe(true);
      expect(context.now?.startsWith('2026-12-1')).toBe(true);
    }
  });

  it('checks its replies sentence by sentence with the built-in guards, not hooks', () => {
    // One hook, as an example for the editor: off, so no turn pays the sandbox for it.
    const hooks = (sampleHarness.hooks ?? []).map((h) => [h.id, h.event, h.enabled]);
    expect(hooks).toEqual([['off-topic-guard', 'user_message', false]]);
    const guards = validateHarness(sampleHarness).document!.settings.guards!;
    expect(
      [guards.price, guards.words, guards.topics, guards.length].map((g) => g.enabled),
    ).toEqual([true, true, true, true]);
    expect(sampleHarness.settings?.sentence?.maxChars).toBe(60);
    const ending = sampleHarness.settings!.sentence!.blockedEnding!;
    // The ending is said after a block and checked like any sentence: the guards let it pass.
    expect(speakSentences(['今天到手只要¥199！', ending])).toEqual({
      heard: '',
      blockedBy: 'guard:price',
    });
    expect(speakSentences([ending])).toEqual({ heard: ending, blockedBy: null });
  });
});

describe('the absolute words guard', () => {
  it('softens absolute words in a sentence', () => {
    const d = guardSampleSentence('这是全网最好的茶，顶级口感，销量第一！');
    expect(d).toMatchObject({
      action: 'replace',
      sentence: '这是口碑很好的茶，优质口感，销量领先！',
    });
  });

  it('leaves ordinary uses of 第一 alone', () => {
    expect(guardSampleSentence('第一次喝龙井，第一泡30秒就好。')).toEqual({ action: 'continue' });
  });

  it('drops the part of a word said across two sentences that is in this one', () => {
    expect(guardSampleSentence('好的茶。', '这是最\n')).toMatchObject({ sentence: '的茶。' });
    expect(guardSampleSentence('一次喝。', '这是第')).toEqual({ action: 'continue' });
  });

  it('ignores a word wholly in what was said before', () => {
    expect(guardSampleSentence('快来拍。', '全网最好。')).toEqual({ action: 'continue' });
  });
});

describe('the price guard', () => {
  const quote = {
    name: 'quote_final_price',
    result: { final_price: 229, discounts: [{ amount: 50 }] },
  };
  const run = (sentence: string, said = '') =>
    guardSampleSentence(sentence, said, { toolResults: [quote] });

  it('blocks a price no tool returned, in any numeral form', () => {
    for (const said of ['今天到手只要¥199！', '今天到手只要一百九十九元！', '到手只要二百一十九元'])
      expect(run(said), said).toMatchObject({ action: 'block', finding: { guard: 'price' } });
  });

  it('passes prices from tools, the product on screen and the promotions in force', () => {
    expect(run('直播间价299元，满减再减50元，到手¥229。')).toEqual({ action: 'continue' });
    // 满299减50 and the new-viewer coupon are on at 20:15 on 12.12: 299 - 50 - 20.
    expect(guardSampleSentence('用券到手二百二十九元。')).toEqual({ action: 'continue' });
  });

  it('matches decimals numerically', () => {
    const toolResults = [{ name: 'quote_final_price', result: { final_price: 254.6 } }];
    expect(guardSampleSentence('两罐到手254.60元。', '', { toolResults })).toEqual({
      action: 'continue',
    });
  });

  it('reads a figure split across two sentences whole', () => {
    expect(run('元，再减50元。', '满299')).toEqual({ action: 'continue' });
    // The cutter never ends a piece inside a number: a figure at the end is whole.
    expect(run('到手¥2').action).toBe('block');
    expect(run('29，快来拍。', '到手¥2')).toEqual({ action: 'continue' });
    expect(run('00，快来拍。', '到手¥2').action).toBe('block');
    expect(run('到手¥7').action).toBe('block');
  });
});

describe('the forbidden topics guard', () => {
  it('leaves unsaid a sentence of the host on a forbidden topic', () => {
    expect(guardSampleSentence('常喝还能降血压。')).toMatchObject({
      action: 'replace',
      sentence: '',
    });
    expect(guardSampleSentence('比拼多多还实惠。')).toMatchObject({ sentence: '' });
  });

  it('finds a signal split across two sentences, and lets the product talk through', () => {
    expect(guardSampleSentence('压哦。', '喝了能降')).toMatchObject({ sentence: '' });
    expect(guardSampleSentence('龙井用80度的水泡。')).toEqual({ action: 'continue' });
  });
});

describe('the length guard', () => {
  const sentence = '这款龙井是明前采摘的，豆香很足。';

  it('keeps whole sentences up to the limit and leaves the rest unsaid', () => {
    const { heard } = speakSentences(Array<string>(10).fill(sentence));
    expect(charCount(heard)).toBeLessThanOrEqual(100);
    expect(heard).toBe(sentence.repeat(Math.floor(100 / charCount(sentence))));
    expect(guardSampleSentence(sentence, sentence.repeat(6))).toMatchObject({ sentence: '' });
  });

  it('never skips a sentence: after one is left unsaid, a short one that fits is too', () => {
    const { heard } = speakSentences([...Array<string>(7).fill(sentence), '好喝！']);
    expect(heard).toBe(sentence.repeat(6));
  });

  it('cuts a first sentence longer than the limit at its last clause break', () => {
    const long = '这款龙井是明前采摘的，'.repeat(12) + '豆香很足。';
    const d = guardSampleSentence(long);
    expect(d.action).toBe('replace');
    if (d.action !== 'replace') return;
    expect(charCount(d.sentence)).toBeLessThanOrEqual(100);
    expect(d.sentence.endsWith('的。')).toBe(true);
    expect(long.startsWith(d.sentence.slice(0, -1))).toBe(true);
  });

  it('cuts with … where the first sentence has no clause break', () => {
    expect(guardSampleSentence('茶'.repeat(150))).toMatchObject({
      sentence: '茶'.repeat(99) + '…',
    });
  });

  it('keeps a short reply', () => {
    expect(guardSampleSentence('有货，放心拍！')).toEqual({ action: 'continue' });
  });
});

describe("the topics guard's deflect line", () => {
  it('answers a forbidden topic with a redirect to the product on screen', () => {
    expect(deflectSample('喝这个茶能减肥吗？')).toBe(
      '这个话题小岚不方便聊哦。咱们说回明前西湖龙井 250g 礼盒，有问题尽管问！',
    );
    const dianhong = sampleContexts.find((c) => c.id === 'member-dianhong')!.context;
    expect(deflectSample('喝滇红能降压吗？', { context: dianhong })).toContain('云南滇红金芽');
  });

  it('lets product questions through', () => {
    expect(deflectSample('龙井用多少度的水泡？')).toBeNull();
  });

  it('says what the example hook says, in every sample room', () => {
    for (const { id, context } of sampleContexts) {
      for (const message of ['喝这个茶能减肥吗？', '拼多多上才199', '主播炒股票吗？']) {
        const hook = runHook('off-topic-guard', { message, context });
        expect(hook.action, `${id}: ${message}`).toBe('answer');
        if (hook.action === 'answer') expect(deflectSample(message, { context })).toBe(hook.reply);
      }
    }
  });
});

describe('off-topic-guard (the example hook, off in the sample)', () => {
  it('answers a forbidden topic with a redirect to the product', () => {
    const d = runHook('off-topic-guard', { message: '喝这个茶能减肥吗？' });
    expect(d.action).toBe('answer');
    if (d.action === 'answer') expect(d.reply).toContain('明前西湖龙井');
  });

  it('lets product questions through', () => {
    expect(runHook('off-topic-guard', { message: '龙井用多少度的水泡？' })).toEqual({
      action: 'continue',
    });
  });
});
