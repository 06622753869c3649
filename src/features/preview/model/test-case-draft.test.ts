import { describe, expect, it } from 'vitest';
import type { Exchange } from '../store/preview-store';
import { suggestChoices } from './expectation-choices';
import { startTurn, type TurnView } from './turn-view';
import {
  buildTestCase,
  caseConversation,
  caseProblems,
  fieldForPointer,
  parseTags,
  slugId,
} from './test-case-draft';

const answered = (text: string): TurnView => ({
  ...startTurn(),
  status: 'done',
  reply: { type: 'reply', text, original: text, replaced: false, source: 'model' },
});

const exchanges: Exchange[] = [
  { id: 1, question: '你好', targets: [], answers: [answered('欢迎！'), answered('你好呀')] },
  { id: 2, question: '有券吗', targets: [], answers: [answered('有NEWFAN20'), answered('有')] },
  { id: 3, question: '多少钱', targets: [], answers: [answered('229元')] },
];

describe('slugId', () => {
  it('follows the entity id rule, falling back when the name has no Latin letters', () => {
    expect(slugId('New fan asks the price!', 'x')).toBe('new-fan-asks-the-price');
    expect(slugId('  Café -- Crème  ', 'x')).toBe('cafe-creme');
    expect(slugId('新粉问价', 'preview-case-1')).toBe('preview-case-1');
    expect(slugId('新粉 price 问', 'x')).toBe('price');
    const long = slugId('a'.repeat(63) + ' b', 'x');
    expect(long).toBe('a'.repeat(63));
  });
});

describe('parseTags', () => {
  it('splits on ASCII and Chinese commas and new lines, without blanks or repeats', () => {
    expect(parseTags('price, coupon，新粉、price\n\n')).toEqual(['price', 'coupon', '新粉']);
  });
});

describe('caseConversation', () => {
  it('ends on the chosen viewer message, with that target’s earlier replies', () => {
    expect(caseConversation(exchanges, 2, 1)).toEqual([
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '你好呀' },
      { role: 'user', content: '有券吗' },
    ]);
    expect(caseConversation(exchanges, 1, 0)).toEqual([{ role: 'user', content: '你好' }]);
    expect(caseConversation(exchanges, 99, 0)).toEqual([]);
  });

  it('leaves out a replayed run’s recorded answers', () => {
    const replayed: Exchange[] = [
      { ...exchanges[0]!, kind: 'history' },
      { id: 5, question: '多少钱', targets: [], answers: [answered('229')], kind: 'recording' },
      { id: 6, question: '多少钱', targets: [], answers: [answered('229元')] },
    ];
    expect(caseConversation(replayed, 6, 0)).toEqual([
      { role: 'user', content: '你好' },
      { role: 'assistant', content: '欢迎！' },
      { role: 'user', content: '多少钱' },
    ]);
  });
});

describe('buildTestCase', () => {
  const form = {
    id: 'price-question',
    name: ' New fan asks the price ',
    tags: 'price, new-fan',
    // The suggestion asks for the words (no call to check): the person writes them.
    choices: { ...suggestChoices(answered('229元'), 100), contains: { on: true, text: '229元' } },
  };
  const conversation = caseConversation(exchanges, 3, 0);
  const context = { viewer: { nickname: '小王', kind: 'new' as const }, comments: ['冲', ' '] };

  it('builds a case the core schema accepts', () => {
    const { testCase, fields } = buildTestCase(form, conversation, context);
    expect(testCase).toMatchObject({
      id: 'price-question',
      name: 'New fan asks the price',
      tags: ['price', 'new-fan'],
      context: { viewer: { nickname: '小王', kind: 'new' }, comments: ['冲'] },
      expectations: [
        { type: 'no_tool_call' },
        { type: 'no_banned_words' },
        { type: 'reply_max_chars', max: 100 },
        { type: 'reply_contains', values: ['229元'], mode: 'all' },
      ],
    });
    expect(testCase.conversation.at(-1)).toEqual({ role: 'user', content: '多少钱' });
    expect(fields).toEqual(['noToolCall', 'noBannedWords', 'maxChars', 'contains']);
    expect(caseProblems(testCase)).toEqual([]);
  });

  it('reports problems by pointer, which map to the form fields', () => {
    const choices = { ...form.choices, noToolCall: false, noBannedWords: false };
    choices.maxChars = { on: true, max: 0 };
    const bad = { ...form, id: 'Bad Id', name: '', choices };
    const { testCase, fields } = buildTestCase(bad, conversation, context);
    const problems = caseProblems(testCase);
    const at = problems.map((p) => fieldForPointer(p.pointer, fields));
    expect(at).toEqual(expect.arrayContaining(['id', 'name', 'maxChars']));
  });
});

describe('fieldForPointer', () => {
  it('sends path, body and expectation pointers to their fields, the rest to the form', () => {
    const fields = ['calls', 'maxChars'] as const;
    expect(fieldForPointer('/params/caseId', fields)).toBe('id');
    expect(fieldForPointer('/tags/2', fields)).toBe('tags');
    expect(fieldForPointer('/expectations/1/max', fields)).toBe('maxChars');
    expect(fieldForPointer('/expectations/0/calls/0/name', fields)).toBe('calls');
    expect(fieldForPointer('/expectations', fields)).toBe('expectations');
    expect(fieldForPointer('/expectations/7', fields)).toBe('expectations');
    expect(fieldForPointer('/context/product/price', fields)).toBe('form');
    expect(fieldForPointer('', fields)).toBe('form');
  });
});
