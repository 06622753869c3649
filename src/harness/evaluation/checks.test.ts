import { describe, expect, it } from 'vitest';
import { sampleContexts } from '../sample';
import { checkExpectation } from './check-expectation';
import { expectationSchema, type ExpectationInput } from './expectation-schema';
import { envFor, toolCall, turn } from './test-support';
import type { TurnRecord } from './turn-record';

const longjing = sampleContexts[0]!.context;
const env = envFor(longjing);
const run = (e: ExpectationInput, record: TurnRecord) =>
  checkExpectation(expectationSchema.parse(e), record, env)!;

const quote229 = {
  name: 'quote_final_price',
  ok: true as const,
  result: { final_price: 229, discounts: [{ name: '双十二满299减50', amount: 50 }] },
};

describe('tool_calls', () => {
  const e: ExpectationInput = {
    type: 'tool_calls',
    calls: [
      {
        name: 'quote_final_price',
        arguments: {
          product_id: ['p-longjing-250'],
          quantity: [1],
          viewer_kind: ['new'],
          coupon_code: ['NEWFAN20', ''],
        },
      },
    ],
  };
  const args = { product_id: 'p-longjing-250', quantity: 1, viewer_kind: 'new', coupon_code: '' };

  it('passes the expected call, with one explanation line per call', () => {
    const r = run(e, turn({ toolCalls: [toolCall('quote_final_price', args)] }));
    expect(r.pass).toBe(true);
    expect(r.details).toEqual(["Call 1 quote_final_price: matched the model's call 1."]);
  });

  it('fails a wrong value and explains which', () => {
    const r = run(
      e,
      turn({ toolCalls: [toolCall('quote_final_price', { ...args, quantity: 2 })] }),
    );
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/"quantity" is 2, expected 1/);
  });

  it('ignores use_skill calls, which only load instructions', () => {
    const calls = [
      toolCall('use_skill', { skill: 'threshold-discount' }),
      toolCall('quote_final_price', args),
    ];
    expect(run(e, turn({ toolCalls: calls })).pass).toBe(true);
  });
});

describe('no_tool_call (irrelevance)', () => {
  it('passes chit-chat answered without tools', () => {
    expect(run({ type: 'no_tool_call' }, turn({ reply: '谢谢宝宝夸奖～' })).pass).toBe(true);
  });

  it('fails when the model calls a tool for chit-chat', () => {
    const r = run(
      { type: 'no_tool_call' },
      turn({ toolCalls: [toolCall('get_product_detail', { product_id: 'p-longjing-250' })] }),
    );
    expect(r).toMatchObject({
      pass: false,
      message: 'Expected no tool call; the model called get_product_detail.',
    });
  });
});

describe('reply_contains', () => {
  const reply = '这款龙井产自浙江杭州西湖产区。';
  it('passes any of the values, case and width folded', () => {
    expect(run({ type: 'reply_contains', values: ['云南', '杭州'] }, turn({ reply })).pass).toBe(
      true,
    );
    expect(run({ type: 'reply_contains', values: ['ＡＢ'] }, turn({ reply: 'ab茶' })).pass).toBe(
      true,
    );
  });
  it('fails mode all when one is missing', () => {
    const r = run(
      { type: 'reply_contains', values: ['杭州', '明前'], mode: 'all' },
      turn({ reply }),
    );
    expect(r.pass).toBe(false);
    expect(r.message).toMatch(/lacks "明前"/);
  });
  it('fails when nothing was said, naming the outcome', () => {
    const r = run(
      { type: 'reply_contains', values: ['杭州'] },
      turn({ reply: null, outcome: 'blocked' }),
    );
    expect(r.message).toBe('The host said nothing (outcome blocked).');
  });
});

describe('reply_not_contains', () => {
  it('passes a reply without the values', () => {
    expect(
      run({ type: 'reply_not_contains', values: ['拼多多'] }, turn({ reply: '咱家正品。' })).pass,
    ).toBe(true);
  });
  it('fails a reply with one of them', () => {
    expect(
      run({ type: 'reply_not_contains', values: ['拼多多'] }, turn({ reply: '拼多多也有' })).pass,
    ).toBe(false);
  });
});

describe('reply_matches', () => {
  const e: ExpectationInput = { type: 'reply_matches', pattern: '48\\s*(个)?小时', flags: 'i' };
  it('passes a matching reply', () => {
    expect(run(e, turn({ reply: '下单后48小时内发货' })).pass).toBe(true);
  });
  it('fails a reply that does not match', () => {
    expect(run(e, turn({ reply: '很快就发货' })).pass).toBe(false);
  });
});

describe('reply_max_chars', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(run({ type: 'reply_max_chars', max: 3 }, turn({ reply: '好茶🍵' })).pass).toBe(true);
  });
  it('fails a longer reply', () => {
    const r = run({ type: 'reply_max_chars', max: 3 }, turn({ reply: '好茶好茶' }));
    expect(r).toMatchObject({ pass: false, message: 'The reply has 4 characters, more than 3.' });
  });
});

describe('no_banned_words', () => {
  it('passes a clean reply, and allowed phrases such as 第一次', () => {
    expect(run({ type: 'no_banned_words' }, turn({ reply: '口碑很好的龙井' })).pass).toBe(true);
    const e: ExpectationInput = { type: 'no_banned_words', allow: ['第一次', '第一泡'] };
    expect(run(e, turn({ reply: '第一次喝的话，第一泡30秒。' })).pass).toBe(true);
  });
  it("fails a word from the harness's banned list", () => {
    const r = run({ type: 'no_banned_words' }, turn({ reply: '这是全网最低价，绝对划算' }));
    expect(r.pass).toBe(false);
    expect(r.message).toContain('banned word(s) "全网最低", "绝对"');
  });
});

describe('prices_from_tools', () => {
  const e: ExpectationInput = { type: 'prices_from_tools' };
  it('passes figures found in tool results or the product on screen', () => {
    const reply = '直播间价299元，满299减50，到手¥229，原价358块。';
    expect(run(e, turn({ reply, toolResults: [quote229] })).pass).toBe(true);
  });
  it('fails a figure no tool returned', () => {
    const r = run(e, turn({ reply: '到手只要￥199！', toolResults: [quote229] }));
    expect(r).toMatchObject({
      pass: false,
      message: '"¥199" matches no tool result of this turn and no product price.',
    });
  });
  it('reads figures in Chinese numerals: 立减二十元 states a price of 20', () => {
    const coupon = { name: 'list_promotions', ok: true as const, result: { coupon: 20 } };
    const said = run(
      e,
      turn({ reply: '新粉立减二十元，到手两百二十九块', toolResults: [quote229, coupon] }),
    );
    expect(said.pass).toBe(true);
    const wrong = run(e, turn({ reply: '今天立减二十元！', toolResults: [quote229] }));
    expect(wrong).toMatchObject({
      pass: false,
      message: '"立减二十元" matches no tool result of this turn and no product price.',
    });
  });
  it('does not trust failed tool results', () => {
    const failed = { name: 'quote_final_price', ok: false as const, error: '算不出 229' };
    expect(run(e, turn({ reply: '到手229元', toolResults: [failed] })).pass).toBe(false);
  });
});

describe('skill_used', () => {
  it('passes a use_skill call with the skill, or a skill the record marks', () => {
    const loaded = turn({ toolCalls: [toolCall('use_skill', { skill: 'coupon-push' })] });
    expect(run({ type: 'skill_used', skill: 'coupon-push' }, loaded).pass).toBe(true);
    expect(
      run({ type: 'skill_used', skill: 'coupon-push' }, turn({ skillsUsed: ['coupon-push'] })).pass,
    ).toBe(true);
  });
  it('fails another skill', () => {
    const r = run({ type: 'skill_used', skill: 'coupon-push' }, turn({ skillsUsed: ['greeting'] }));
    expect(r.message).toBe('The skill "coupon-push" was not used (skills used: greeting).');
  });
});

describe('hook', () => {
  const e: ExpectationInput = { type: 'hook', hook: 'absolute-word-filter', decision: 'rewrite' };
  it('passes when the hook made that decision', () => {
    const hooks = [
      {
        hook: 'absolute-word-filter',
        event: 'before_reply' as const,
        decision: 'rewrite' as const,
      },
    ];
    expect(run(e, turn({ hooks })).pass).toBe(true);
  });
  it('fails when it decided otherwise or did not run', () => {
    const hooks = [
      {
        hook: 'absolute-word-filter',
        event: 'before_reply' as const,
        decision: 'continue' as const,
      },
    ];
    expect(run(e, turn({ hooks })).message).toBe(
      'The hook "absolute-word-filter" decided continue, not rewrite.',
    );
    expect(run(e, turn()).message).toBe(
      'The hook "absolute-word-filter" did not run in this turn.',
    );
  });
});

describe('latency', () => {
  const e: ExpectationInput = { type: 'latency', firstTokenMs: 1_000, totalMs: 3_000 };
  it('passes within both budgets', () => {
    expect(run(e, turn({ timings: { firstTokenMs: 900, totalMs: 2_500 } })).pass).toBe(true);
  });
  it('fails over a budget, and uses the total when nothing streamed', () => {
    const r = run(e, turn({ timings: { firstTokenMs: 1_200, totalMs: 2_500 } }));
    expect(r.message).toBe('Over budget: first token 1200 ms / budget 1000 ms.');
    const hookAnswer = run(e, turn({ timings: { firstTokenMs: null, totalMs: 1_500 } }));
    expect(hookAnswer.message).toMatch(/first token 1500 ms \(no stream; total\)/);
  });
  it('says each measure as a detail with its numbers, for the reader’s language', () => {
    const r = run(e, turn({ timings: { firstTokenMs: 1_200.4, totalMs: 2_500 } }));
    expect(r.say).toEqual({ code: 'latency_exceeded', params: {} });
    expect(r.details).toEqual([
      'first token 1200 ms / budget 1000 ms',
      'total 2500 ms / budget 3000 ms',
    ]);
    expect(r.detailSays).toEqual([
      { code: 'latency_first_token', params: { ms: 1200, budget: 1000 } },
      { code: 'latency_total', params: { ms: 2500, budget: 3000 } },
    ]);
    const hookAnswer = run(e, turn({ timings: { firstTokenMs: null, totalMs: 900 } }));
    expect(hookAnswer.say.code).toBe('latency_within');
    expect(hookAnswer.detailSays?.[0]).toEqual({
      code: 'latency_first_token_total',
      params: { ms: 900, budget: 1000 },
    });
  });
});

describe('judge', () => {
  it('is left to evaluateCase (it needs a model)', () => {
    expect(
      checkExpectation(expectationSchema.parse({ type: 'judge', rubric: '礼貌' }), turn(), env),
    ).toBeNull();
  });
});
