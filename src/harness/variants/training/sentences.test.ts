import { describe, expect, it } from 'vitest';
import type { TurnEvent, TurnEventOf } from '../../runtime-events';
import { openAiChatLine } from './openai-chat';
import { preferenceLine } from './preference';
import { sharegptLine } from './sharegpt';
import { detailCall, request, traceOf } from './test-support';
import { trajectoryOf } from './trajectory';

// Trials whose reply went through before_sentence hooks: each sentence's decision is kept,
// the reply is what the viewer heard, and a reply a hook stopped mid-way is not the model's.

const WROTE = '这是全网最好的茶。今天只要¥9.9！快来拍。';
const ENDING = '这个小岚再确认一下，稍后告诉你哦！';

const sentence = (
  index: number,
  original: string,
  text: string | null,
  outcome: TurnEventOf<'sentence'>['outcome'],
  extra: Partial<TurnEventOf<'sentence'>> = {},
): TurnEvent => ({
  at: 4,
  type: 'sentence',
  step: 2,
  index,
  original,
  text,
  cut: 'sentence',
  writtenAt: 4,
  outcome,
  ...extra,
});

/** The trial's trace with `sentences` before its reply event, the reply as given. */
function gated(sentences: TurnEvent[], reply: Partial<TurnEventOf<'reply'>>): TurnEvent[] {
  const events = traceOf([[detailCall()]], WROTE, { heard: reply.text ?? undefined });
  const at = events.findIndex((e) => e.type === 'reply');
  const given = { ...(events[at] as TurnEventOf<'reply'>), ...reply };
  return [...events.slice(0, at), ...sentences, given, ...events.slice(at + 1)];
}

const replaced = sentence(0, '这是全网最好的茶。', '这是口碑很好的茶。', 'replace', {
  replacedBy: ['absolute-word-filter'],
});

describe('training data from sentence-gated trials', () => {
  it('keeps each sentence’s decision and trains on what the viewer heard', () => {
    const heard = '这是口碑很好的茶。今天只要¥9.9！快来拍。';
    const trace = gated(
      [
        replaced,
        sentence(1, '今天只要¥9.9！', '今天只要¥9.9！', 'continue'),
        sentence(2, '快来拍。', '快来拍。', 'continue'),
      ],
      { text: heard, replaced: true, rewrittenBy: ['absolute-word-filter'] },
    );
    const t = trajectoryOf(trace);
    expect(t.sentences.map((s) => [s.index, s.outcome, s.hooks, s.text])).toEqual([
      [0, 'replace', ['absolute-word-filter'], '这是口碑很好的茶。'],
      [1, 'continue', [], '今天只要¥9.9！'],
      [2, 'continue', [], '快来拍。'],
    ]);
    expect(t).toMatchObject({ reply: heard, modelReply: WROTE, modelReplied: true });
    expect(openAiChatLine(request, trace)!.messages.at(-1)).toEqual({
      role: 'assistant',
      content: heard,
    });
  });

  it('gives no example from a reply a hook stopped mid-way, and pairs it as the worse one', () => {
    const heard = `这是口碑很好的茶。${ENDING}`;
    const block = { hookId: 'price-consistency', reason: 'invented price' };
    const trace = gated(
      [
        replaced,
        sentence(1, '今天只要¥9.9！', null, 'block', { blocked: block }),
        sentence(2, ENDING, ENDING, 'continue', { ending: true }),
      ],
      { text: heard, replaced: true, hookId: 'price-consistency', blocked: block },
    );
    const t = trajectoryOf(trace);
    expect(t.modelReplied).toBe(false);
    expect(t.sentences.map((s) => [s.outcome, s.hooks, s.ending])).toEqual([
      ['replace', ['absolute-word-filter'], false],
      ['block', ['price-consistency'], false],
      ['continue', [], true],
    ]);
    expect(openAiChatLine(request, trace)).toBeNull();
    expect(sharegptLine(request, trace)).toBeNull();
    // The preference pair's worse side is what the model wrote, the invented price included.
    const better = traceOf([[detailCall()]], '这款茶口碑很好，快来拍。');
    const pair = preferenceLine(request, better, trace)!;
    expect(pair.non_preferred_output).toEqual([{ role: 'assistant', content: WROTE }]);
    expect(preferenceLine(request, trace, better)).toBeNull();
  });
});
