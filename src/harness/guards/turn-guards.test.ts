import { describe, expect, it } from 'vitest';
import { guardSettingsSchema } from './guard-settings';
import { TurnGuards, type GuardTurnInput } from './turn-guards';

const product = {
  id: 'p1',
  name: '龙井',
  price: 299,
  listPrice: 358,
  category: 'green-tea',
  highlights: [],
  specs: {},
};

function guards(over: Partial<GuardTurnInput> = {}, settings: object = {}) {
  return new TurnGuards({
    settings: guardSettingsSchema.parse(settings),
    bannedWords: ['最好', '第一', '最佳'],
    preferences: { forbiddenTopics: ['医疗功效'], discountFloor: 0.6, maxReplyChars: 40 },
    product,
    promotions: [],
    toolResults: [],
    ...over,
  });
}

describe('the built-in guards of a turn', () => {
  it('drops a sentence with a banned word by default, keeping ordinary phrases', () => {
    const g = guards({}, { words: { allow: ['第一次'] } });
    expect(g.check('这是最 好的龙井。', '', '')).toMatchObject({ action: 'replace', sentence: '' });
    expect(g.check('第一次喝也顺口。', '', '')).toEqual({ action: 'continue' });
  });

  it('softens with replacements, blocks with a block list, finds words split across sentences', () => {
    const soften = {
      words: {
        bannedWords: 'soften',
        lists: [
          {
            name: '绝对化',
            words: ['顶级'],
            action: 'soften',
            replacements: { 顶级: '优质', 最好: '很好' },
          },
        ],
      },
    };
    const g = guards({}, soften);
    expect(g.check('顶级龙井，口感最好。', '', '')).toMatchObject({
      action: 'replace',
      sentence: '优质龙井，口感很好。',
    });
    // "最" was said; "好的茶" completes "最好": its part in this sentence goes.
    expect(g.check('好的茶。', '我们的最', '我们的最')).toMatchObject({ sentence: '的茶。' });
    const block = guards(
      {},
      { words: { lists: [{ name: 'x', words: ['假货'], action: 'block' }] } },
    );
    expect(block.check('不是假货。', '', '')).toMatchObject({
      action: 'block',
      finding: { guard: 'words', code: 'guard.banned_word', params: { word: '假货' } },
    });
  });

  it('drops a host sentence on a forbidden topic and deflects a viewer question when set', () => {
    const g = guards({}, { topics: { deflect: '这个不方便聊哦。' } });
    expect(g.check('喝它还能降 血压。', '', '')).toMatchObject({
      action: 'replace',
      sentence: '',
      findings: [{ guard: 'topics', code: 'guard.topic' }],
    });
    expect(g.deflection('龙井能治病吗')).toMatchObject({ reply: '这个不方便聊哦。' });
    expect(guards().deflection('龙井能治病吗')).toBeNull();
    expect(g.deflection('龙井怎么泡')).toBeNull();
  });

  it('keeps whole sentences within maxReplyChars', () => {
    const g = guards();
    const long =
      '这款龙井产自西湖，明前采摘，一芽一叶，豆香清甜，回甘明显，冲泡三次依然有味道，非常值得。';
    expect(g.check(long, '', '')).toMatchObject({ action: 'replace' });
    const cut = g.check(long, '', '');
    expect(cut.action === 'replace' && Array.from(cut.sentence).length).toBeLessThanOrEqual(40);
    const said = '这款龙井产自西湖，明前采摘。';
    expect(
      g.check('豆香清甜，回甘明显，冲泡三次依然有味道，真的非常值得入手一盒。', said, said),
    ).toMatchObject({
      sentence: '',
    });
  });

  it('reads tool results as they come, and each guard can be switched off', () => {
    const toolResults: { result: unknown }[] = [];
    const g = guards({ toolResults });
    expect(g.check('到手价二百四十九元。', '', '')).toMatchObject({ action: 'block' });
    toolResults.push({ result: { final_price: 249 } });
    expect(g.check('到手价二百四十九元。', '', '')).toEqual({ action: 'continue' });
    const off = guards({}, { price: { enabled: false }, words: { enabled: false } });
    expect(off.check('最好的茶只要1元。', '', '')).toEqual({ action: 'continue' });
  });
});
