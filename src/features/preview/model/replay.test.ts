import { describe, expect, it } from 'vitest';
import type { TurnRecord } from '../../../harness';
import type { TurnEvent } from '../types';
import { conversationFor } from './conversation';
import { caseTurns, recordAnswer, replayExchanges, trialAnswers } from './replay';
import { draftText, sentencesOf, spokenText } from './turn-view';

const timings = {
  totalMs: 900,
  firstTokenMs: 300,
  firstSentenceMs: 400,
  modelRounds: 1,
  modelMs: 850,
  toolMs: 1,
  hookMs: 20,
  overheadMs: 49,
  steps: [],
  tools: [],
};

const events: TurnEvent[] = [
  { type: 'start', at: 0, endpoint: 'default', harness: 'h' },
  { type: 'model_start', at: 1, step: 1 },
  {
    type: 'tool_call',
    at: 5,
    step: 1,
    id: 'c1',
    name: 'quote_final_price',
    arguments: { quantity: 1 },
    rawArguments: '{"quantity":1}',
  },
  { type: 'delta', at: 300, step: 1, text: '到手229元' },
  {
    type: 'reply',
    at: 880,
    text: '到手229元',
    original: '到手229元',
    replaced: false,
    source: 'model',
  },
  { type: 'done', at: 900, outcome: 'reply', reply: '到手229元', timings },
];

const record: TurnRecord = {
  reply: null,
  outcome: 'blocked',
  toolCalls: [{ name: 'quote_final_price', arguments: { quantity: 1 }, rawArguments: '{}' }],
  toolResults: [{ name: 'quote_final_price', ok: false, error: 'no stock' }],
  hooks: [
    { hook: 'price-guard', event: 'before_reply', decision: 'block' },
    { hook: 'greeting', event: 'user_message', decision: 'continue' },
  ],
  skillsUsed: [],
  timings: { firstTokenMs: null, totalMs: 420 },
};

describe('caseTurns', () => {
  it('pairs viewer and host turns and keeps the last viewer message apart', () => {
    expect(
      caseTurns([
        { role: 'assistant', content: '欢迎来到直播间' },
        { role: 'user', content: '你好' },
        { role: 'assistant', content: '你好呀' },
        { role: 'assistant', content: '看看龙井？' },
        { role: 'user', content: '在吗' },
        { role: 'user', content: '多少钱' },
      ]),
    ).toEqual({
      history: [
        { question: '你好', reply: '你好呀\n看看龙井？' },
        { question: '在吗', reply: null },
      ],
      last: '多少钱',
    });
  });
});

describe('trialAnswers', () => {
  it('replays stored events as the trace shows them, without browser timings', () => {
    const [view] = trialAnswers([record], [events]);
    expect(view!.status).toBe('done');
    expect(view!.recorded).toBe('trace');
    expect(spokenText(view!)).toBe('到手229元');
    expect(view!.trace.map((t) => t.type)).toEqual(['model_start', 'tool_call']);
    expect(view!.clientFirstTokenMs).toBeUndefined();
  });

  it('falls back to the record when the run kept no events', () => {
    const [view] = trialAnswers([record], []);
    expect(view).toEqual(recordAnswer(record));
    expect(view!.recorded).toBe('record');
    expect(view!.reply?.blocked).toEqual({ hookId: 'price-guard', reason: '' });
    // Early hooks first, then the calls with their results, then the reply hooks.
    expect(view!.trace.map((t) => t.type)).toEqual(['hook', 'tool_call', 'tool_result', 'hook']);
    expect(view!.done?.outcome).toBe('blocked');
  });

  it('replays a stored turn cut mid-stream as its released sentences, the rest as draft', () => {
    const cut: TurnEvent[] = [
      { type: 'model_start', at: 0, step: 1 },
      { type: 'delta', at: 300, step: 1, text: '到手229元。今晚' },
      {
        type: 'hook',
        at: 400,
        hookId: 'claims',
        event: 'before_sentence',
        outcome: 'continue',
        durationMs: 1,
        sentence: 0,
      },
      {
        type: 'sentence',
        at: 401,
        step: 1,
        index: 0,
        original: '到手229元。',
        text: '到手229元。',
        cut: 'sentence',
        writtenAt: 399,
        outcome: 'continue',
      },
    ];
    const [view] = trialAnswers([record], [cut]);
    expect(view!.status).toBe('failed');
    expect(sentencesOf(view!).map((s) => [s.index, s.writtenAt, s.at])).toEqual([[0, 399, 401]]);
    expect(spokenText(view!)).toBe('到手229元。');
    expect(draftText(view!)).toBe('今晚');
  });

  it('marks a trial with neither as failed', () => {
    expect(trialAnswers([], [[], []]).map((v) => v.status)).toEqual(['failed', 'failed']);
  });
});

describe('replayExchanges', () => {
  it('sends the case’s earlier turns as history but never the recorded answer', () => {
    const trials = trialAnswers([record], [events]);
    const list = replayExchanges(
      [
        { role: 'user', content: '你好' },
        { role: 'assistant', content: '你好呀' },
        { role: 'user', content: '多少钱' },
      ],
      trials,
    ).map((e, i) => ({ ...e, id: i + 1 }));
    expect(list.map((e) => e.kind)).toEqual(['history', 'recording']);
    expect(list[1]!.answers).toBe(trials);
    expect(conversationFor(list, 1, '多少钱')).toEqual([
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '你好呀' },
      { role: 'user', content: '多少钱' },
    ]);
  });
});
