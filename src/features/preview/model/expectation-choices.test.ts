import { describe, expect, it } from 'vitest';
import { buildExpectations, suggestChoices, suggestedMaxChars } from './expectation-choices';
import { startTurn, type TurnView } from './turn-view';

const answered = (text: string | null, trace: TurnView['trace'] = []): TurnView => ({
  ...startTurn(),
  status: 'done',
  trace,
  reply: { type: 'reply', text, original: text, replaced: false, source: 'model' },
});

const call = (name: string, args: Record<string, unknown> | null): TurnView['trace'][number] => ({
  type: 'tool_call',
  at: 1,
  step: 1,
  id: `c-${name}`,
  name,
  arguments: args,
  rawArguments: JSON.stringify(args),
});

describe('suggestChoices', () => {
  it('expects the calls the answer made, with the values it sent', () => {
    const view = answered('到手229元', [
      call('quote_final_price', { product_id: 'p-1', quantity: 2 }),
      call('broken', null),
    ]);
    const choices = suggestChoices(view, 100);
    expect(choices.calls.map((c) => c.call)).toEqual([
      { name: 'quote_final_price', arguments: { product_id: ['p-1'], quantity: [2] } },
      { name: 'broken', arguments: {} },
    ]);
    expect(choices.noToolCall).toBe(false);
    expect(choices.maxChars).toEqual({ on: true, max: 100 });
    expect(buildExpectations(choices)).toEqual({
      expectations: [
        {
          type: 'tool_calls',
          calls: choices.calls.map((c) => c.call),
          order: 'any',
          allowExtra: true,
        },
        { type: 'no_banned_words' },
        { type: 'reply_max_chars', max: 100 },
      ],
      fields: ['calls', 'noBannedWords', 'maxChars'],
    });
  });

  it('expects no tool call when none was made, and a blocking hook', () => {
    const view = answered(null, [
      {
        type: 'hook',
        at: 1,
        hookId: 'price-guard',
        event: 'before_reply',
        outcome: 'block',
        durationMs: 2,
      },
      {
        type: 'hook',
        at: 2,
        hookId: 'absolute-word-filter',
        event: 'before_reply',
        outcome: 'rewrite',
        durationMs: 1,
      },
    ]);
    const choices = suggestChoices(view, null);
    expect(choices.noToolCall).toBe(true);
    expect(choices.noBannedWords).toBe(false);
    expect(choices.maxChars.on).toBe(false);
    expect(choices.hooks).toEqual([
      { hook: 'price-guard', decision: 'block', on: true },
      { hook: 'absolute-word-filter', decision: 'rewrite', on: false },
    ]);
    expect(buildExpectations(choices).expectations).toEqual([
      { type: 'no_tool_call' },
      { type: 'hook', hook: 'price-guard', decision: 'block' },
    ]);
  });

  it('asks for the words the answer must contain when there is no call or decision to check', () => {
    // Limits alone (no tool call, no banned word, length) never make a case pass.
    const plain = suggestChoices(answered('龙井用八十度的水泡。'), 100);
    expect(plain.contains).toEqual({ on: true, text: '' });
    expect(buildExpectations(plain).expectations.at(-1)).toEqual({
      type: 'reply_contains',
      values: [],
      mode: 'all',
    });
    expect(suggestChoices(answered('到手229元', [call('quote', {})]), 100).contains.on).toBe(false);
  });

  it('leaves out unchecked calls and takes one phrase per line for reply_contains', () => {
    const choices = suggestChoices(answered('好的', [call('a', {}), call('b', { x: 1 })]), null);
    choices.calls[0]!.on = false;
    choices.noBannedWords = false;
    choices.maxChars.on = false;
    choices.contains = { on: true, text: ' 229元 \n\nNEWFAN20\n' };
    expect(buildExpectations(choices)).toEqual({
      expectations: [
        {
          type: 'tool_calls',
          calls: [{ name: 'b', arguments: { x: [1] } }],
          order: 'any',
          allowExtra: true,
        },
        { type: 'reply_contains', values: ['229元', 'NEWFAN20'], mode: 'all' },
      ],
      fields: ['calls', 'contains'],
    });
    choices.calls[1]!.on = false;
    // No call checked and calls were made: neither tool_calls nor no_tool_call.
    expect(buildExpectations(choices).fields).toEqual(['contains']);
  });
});

describe('suggestedMaxChars', () => {
  it('is the speech limit when known, else twice the answer in code points', () => {
    expect(suggestedMaxChars('一二三', 120)).toBe(120);
    expect(suggestedMaxChars('一二三四五六七八九十一二三四五', null)).toBe(30);
    expect(suggestedMaxChars('短', null)).toBe(20);
    expect(suggestedMaxChars('x'.repeat(6_000), null)).toBe(10_000);
  });
});
