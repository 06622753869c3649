import { describe, expect, it } from 'vitest';
import type { Exchange } from '../store/preview-store';
import type { TurnEvent } from '../types';
import { conversationFor } from './conversation';
import { applyEvent, draftText, endTurn, spokenText, startTurn, type TurnView } from './turn-view';

const timings = {
  totalMs: 900,
  firstTokenMs: 300,
  firstSentenceMs: 400,
  modelRounds: 2,
  modelMs: 850,
  toolMs: 1,
  hookMs: 20,
  overheadMs: 49,
  steps: [],
  tools: [],
};

function run(events: TurnEvent[]): TurnView {
  return events.reduce((v, e, i) => applyEvent(v, e, i * 10), startTurn());
}

describe('applyEvent', () => {
  it('streams the round being written, keeps earlier rounds in the trace, ends with the reply', () => {
    const view = run([
      { type: 'start', at: 0, endpoint: 'default', harness: 'h' },
      { type: 'model_start', at: 1, step: 1 },
      { type: 'delta', at: 2, step: 1, text: '我查一下' },
      {
        type: 'model_end',
        at: 3,
        step: 1,
        finishReason: 'tool_calls',
        model: 'm',
        firstTokenMs: 1,
        durationMs: 2,
        toolCalls: 1,
      },
      { type: 'model_start', at: 4, step: 2 },
      { type: 'delta', at: 5, step: 2, text: '到手229元，' },
    ]);
    // The model's raw text is its draft: nothing was said before a reply or a sentence.
    expect(spokenText(view)).toBeNull();
    expect(draftText(view)).toBe('到手229元，');
    expect(view.trace.find((t) => t.type === 'model_end')).toMatchObject({ text: '我查一下' });
    expect(view.clientFirstTokenMs).toBe(20);
    const ending: TurnEvent[] = [
      {
        type: 'reply',
        at: 6,
        text: '到手229元，很好喝！',
        original: '到手229元，最好喝！',
        replaced: true,
        source: 'model',
        rewrittenBy: ['absolute-word-filter'],
      },
      { type: 'done', at: 7, outcome: 'reply', reply: '到手229元，很好喝！', timings },
    ];
    const done = ending.reduce((v, e) => applyEvent(v, e, 100), view);
    expect(spokenText(done)).toBe('到手229元，很好喝！');
    expect(draftText(done)).toBe('');
    expect(done.status).toBe('done');
    expect(done.clientTotalMs).toBe(100);
  });

  it('keeps the error the server explains, and ends a cut stream as failed', () => {
    const view = run([
      { type: 'error', at: 1, code: 'unavailable', message: 'No model server answers at …' },
    ]);
    expect(view.error).toEqual({ code: 'unavailable', message: 'No model server answers at …' });
    expect(endTurn(view, 'ended').status).toBe('failed');
    expect(endTurn(view, 'cancelled').status).toBe('cancelled');
    expect(endTurn({ ...view, status: 'done' }, 'cancelled').status).toBe('done');
  });
});

describe('conversationFor', () => {
  it('gives each target its own earlier replies; a turn without one leaves the question', () => {
    const answered = (text: string): TurnView => ({
      ...startTurn(),
      status: 'done',
      reply: { type: 'reply', text, original: text, replaced: false, source: 'model' },
    });
    const history: Exchange[] = [
      { id: 1, question: '你好', targets: [], answers: [answered('A1'), answered('B1')] },
      {
        id: 2,
        question: '有券吗',
        targets: [],
        answers: [answered('A2'), { ...startTurn(), status: 'failed' }],
      },
    ];
    expect(conversationFor(history, 1, '多少钱')).toEqual([
      { role: 'user', content: '你好' },
      { role: 'assistant', content: 'B1' },
      { role: 'user', content: '有券吗' },
      { role: 'user', content: '多少钱' },
    ]);
    expect(
      conversationFor(history, 0, '多少钱').filter((m) => m.role === 'assistant'),
    ).toHaveLength(2);
  });
});
