// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useLanguageStore } from '../../../lib/i18n';
import { applyEvent, startTurn, type TurnView } from '../model/turn-view';
import type { TurnEvent } from '../types';
import { AnswerCard } from './answer-card';
import { TraceView } from './trace-view';

afterEach(() => {
  cleanup();
  useLanguageStore.setState({ chosen: null });
});

const timings = {
  totalMs: 2400,
  firstTokenMs: 300,
  firstSentenceMs: 700,
  firstReleaseMs: 702.5,
  modelRounds: 1,
  modelMs: 2300,
  toolMs: 0,
  hookMs: 6,
  overheadMs: 94,
  steps: [],
  tools: [],
};

const hook = (at: number, hookId: string, sentence: number, replace?: string): TurnEvent => ({
  type: 'hook',
  at,
  hookId,
  event: 'before_sentence',
  outcome: replace === undefined ? 'continue' : 'replace',
  ...(replace === undefined ? {} : { decision: { action: 'replace', sentence: replace } }),
  durationMs: 1.2,
  sentence,
});

/** The model writes three sentences; a hook replaces the second, then blocks the third. */
const start: TurnEvent[] = [
  { type: 'model_start', at: 0, step: 1 },
  { type: 'delta', at: 300, step: 1, text: '新粉到手229元。' },
  hook(700, 'word-filter', 0),
  {
    type: 'sentence',
    at: 702.5,
    step: 1,
    index: 0,
    original: '新粉到手229元。',
    text: '新粉到手229元。',
    cut: 'sentence',
    writtenAt: 700,
    outcome: 'continue',
  },
  { type: 'delta', at: 900, step: 1, text: '口感全网最好。今晚' },
];
const rest: TurnEvent[] = [
  hook(1300, 'word-filter', 1, '口感很好。'),
  {
    type: 'sentence',
    at: 1302,
    step: 1,
    index: 1,
    original: '口感全网最好。',
    text: '口感很好。',
    cut: 'sentence',
    writtenAt: 1300,
    outcome: 'replace',
    replacedBy: ['word-filter'],
  },
  { type: 'delta', at: 1500, step: 1, text: '下单送茶宠。' },
  {
    type: 'hook',
    at: 2000,
    hookId: 'claims',
    event: 'before_sentence',
    outcome: 'block',
    decision: { action: 'block', reason: '赠品不在促销里。' },
    durationMs: 2,
    sentence: 2,
  },
  {
    type: 'sentence',
    at: 2002,
    step: 1,
    index: 2,
    original: '今晚下单送茶宠。',
    text: null,
    cut: 'sentence',
    writtenAt: 1990,
    outcome: 'block',
    blocked: { hookId: 'claims', reason: '赠品不在促销里。' },
  },
  {
    type: 'sentence',
    at: 2010,
    step: 1,
    index: 3,
    original: '其他问题可以问我哦。',
    text: '其他问题可以问我哦。',
    cut: 'sentence',
    writtenAt: 2002,
    outcome: 'continue',
    ending: true,
  },
  {
    type: 'model_end',
    at: 2300,
    step: 1,
    finishReason: 'stop',
    model: 'qwen3-4b',
    firstTokenMs: 300,
    durationMs: 2300,
    toolCalls: 0,
    usage: { promptTokens: 1800, completionTokens: 40, cachedTokens: 1600 },
  },
  {
    type: 'reply',
    at: 2390,
    text: '新粉到手229元。口感很好。其他问题可以问我哦。',
    original: '新粉到手229元。口感全网最好。今晚下单送茶宠。',
    replaced: true,
    source: 'model',
    rewrittenBy: ['word-filter'],
    blocked: { hookId: 'claims', reason: '赠品不在促销里。' },
  },
  {
    type: 'done',
    at: 2400,
    outcome: 'blocked',
    reply: '新粉到手229元。口感很好。其他问题可以问我哦。',
    timings,
    usage: { promptTokens: 1800, completionTokens: 40, cachedTokens: 1600 },
  },
];
const fold = (events: TurnEvent[], view: TurnView = startTurn()) =>
  events.reduce((v, e) => applyEvent(v, e, e.at + 20), view);

it('while the model writes, shows the released sentence as said and the rest as its draft', () => {
  render(<AnswerCard view={fold(start)} label="Draft" />);
  expect(screen.getByTestId('answer-text').textContent).toBe('新粉到手229元。');
  const draft = screen.getByRole('group', { name: /The model’s draft: not said until/ });
  // Only what no hook has decided on yet: the released sentence is not repeated.
  expect(within(draft).getByText('口感全网最好。今晚')).toBeTruthy();
});

it('marks the replaced, blocked and ending sentences in what was heard, with times in the trace', () => {
  const view = fold(rest, fold(start));
  render(<AnswerCard view={view} label="Draft" />);
  const heard = screen.getByTestId('answer-text');
  expect(heard.textContent).toBe('新粉到手229元。口感很好。其他问题可以问我哦。');
  expect(screen.queryByTestId('answer-draft')).toBeNull();
  const notes = within(screen.getByTestId('answer-sentence-notes')).getAllByRole('listitem');
  expect(notes.map((n) => n.textContent)).toEqual([
    'Sentence 2 replaced by word-filter.The model wrote: 口感全网最好。',
    'Sentence 3 blocked by claims: 赠品不在促销里。 Nothing after it was said.The model wrote: 今晚下单送茶宠。',
    'Sentence 4 is the ending said after the block.',
  ]);
  expect(screen.getByTestId('answer-blocked').textContent).toBe(
    'Hook claims stopped the reply at sentence 3: what came before was said, nothing after.',
  );
  // The whole-reply "rewritten" note would repeat the sentence notes.
  expect(screen.queryByTestId('answer-replaced')).toBeNull();
  const latency = screen.getByRole('definition', {
    name: (_, el) => el.previousElementSibling?.textContent === 'First checked sentence out',
  });
  expect(latency.textContent).toBe('703 ms');
  expect(screen.getByTestId('answer-latency').textContent).toContain(
    'Tokens1,800 prompt (89% cached) · 40 completion',
  );

  render(<TraceView view={view} label="Trace" />);
  const sentences = screen.getAllByTestId('trace-sentence');
  expect(sentences).toHaveLength(4);
  const second = sentences[1]!;
  expect(second.querySelector('.trace-head')?.textContent).toBe(
    'Sentence 2written 1.30 sreleased 1.30 swaited 2.0 msreplaced',
  );
  expect(second.textContent).toContain('Released as: 口感很好。');
  // Each hook's decision sits under the sentence it checked, not loose in the trace.
  expect(within(second).getByRole('list', { name: 'Hooks on sentence 2' }).textContent).toContain(
    'word-filter',
  );
  expect(within(sentences[2]!).getByTestId('trace-hook').textContent).toContain('claims');
  expect(sentences[2]!.querySelector('.trace-head')?.textContent).toContain('waited 12 ms');
  const loose = screen
    .getAllByTestId('trace-hook')
    .filter((h) => !h.closest('[data-testid="trace-sentence"]'));
  expect(loose).toHaveLength(0);
  expect(screen.getByTestId('trace-model').textContent).toContain('1,800 prompt (89% cached)');
});

it('says it in Chinese, and a first sentence blocked says nothing was said', () => {
  useLanguageStore.setState({ chosen: 'zh-CN' });
  const blockedFirst = fold([
    { type: 'model_start', at: 0, step: 1 },
    { type: 'delta', at: 300, step: 1, text: '全网最低价。' },
    {
      type: 'sentence',
      at: 610,
      step: 1,
      index: 0,
      original: '全网最低价。',
      text: null,
      cut: 'end',
      writtenAt: 600,
      outcome: 'block',
      blocked: { hookId: 'claims', reason: '绝对化用语。' },
    },
    {
      type: 'reply',
      at: 620,
      text: null,
      original: '全网最低价。',
      replaced: false,
      source: 'model',
      blocked: { hookId: 'claims', reason: '绝对化用语。' },
    },
    {
      type: 'done',
      at: 630,
      outcome: 'blocked',
      reply: null,
      timings: { ...timings, firstReleaseMs: null },
    },
  ]);
  render(<AnswerCard view={blockedFirst} label="草稿" />);
  expect(screen.queryByTestId('answer-text')).toBeNull();
  expect(screen.getByTestId('answer-blocked').textContent).toBe(
    '什么也没说：钩子 claims 在第 1 句停下了回复。',
  );
  expect(screen.getByTestId('answer-sentence-notes').textContent).toBe(
    '第 1 句被 claims 拦截：绝对化用语。 之后的都没说。模型原话： 全网最低价。',
  );
  expect(screen.getByTestId('answer-latency').textContent).toContain('首个检查过的句子放出–');
  render(<TraceView view={blockedFirst} label="追踪" />);
  const line = screen.getByTestId('trace-sentence');
  expect(line.querySelector('.trace-head')?.textContent).toBe(
    '第 1 句写完 600 ms判定 610 ms等待 10 ms已拦截',
  );
  expect(line.textContent).toContain('模型的文字在句中结束。');
});
