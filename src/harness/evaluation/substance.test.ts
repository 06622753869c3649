import { describe, expect, it, vi } from 'vitest';
import { evaluateCase } from './evaluate';
import { EXPECTATION_TYPES, type ExpectationInput } from './expectation-schema';
import { EXPECTATION_KINDS, expectsAnswer, isSubstantive } from './expectation-kinds';
import { caseVerdict } from './result-schema';
import { meetsThreshold, summarizeRun } from './report';
import { checkSuiteSubstance } from './suite-substance';
import { sampleDoc, testCase, turn } from './test-support';

const doc = sampleDoc();
const ENDING = '这个问题我不方便回答，我们聊聊茶吧。';
/** What the runtime records when a before_sentence hook or guard stopped the reply. */
const blockedTurn = turn({ reply: ENDING, outcome: 'blocked' });
const of = (...expectations: ExpectationInput[]) => testCase({ expectations });

describe('which expectations are substantive', () => {
  it('classifies every type once', () => {
    expect(Object.keys(EXPECTATION_KINDS).sort()).toEqual([...EXPECTATION_TYPES].sort());
    const limits = EXPECTATION_TYPES.filter((t) => !isSubstantive(t));
    expect(limits.sort()).toEqual([
      'latency',
      'no_banned_words',
      'no_tool_call',
      'reply_max_chars',
      'reply_not_contains',
    ]);
  });

  it('expects an answer from a check of what is said, unless the case expects the block', () => {
    expect(expectsAnswer(of({ type: 'prices_from_tools' }).expectations)).toBe(true);
    expect(expectsAnswer(of({ type: 'no_banned_words' }).expectations)).toBe(false);
    const blocks = of({ type: 'reply_contains', values: ['不方便'] }, { type: 'blocked' });
    expect(expectsAnswer(blocks.expectations)).toBe(false);
    const hookBlocks = of(
      { type: 'reply_matches', pattern: '\\S' },
      { type: 'hook', hook: 'absolute-words', decision: 'block' },
    );
    expect(expectsAnswer(hookBlocks.expectations)).toBe(false);
  });
});

describe('a case passes only when a substantive check ran', () => {
  it('does not pass "no banned word" alone on the blocked fallback: nothing checked', async () => {
    const r = await evaluateCase(of({ type: 'no_banned_words' }), [blockedTurn], doc);
    expect(r).toMatchObject({ pass: false, unchecked: true, skipped: false });
    expect(r.trials[0]).toMatchObject({ pass: false, reason: 'nothing_checked' });
    expect(r.trials[0]!.expectations[0]).toMatchObject({ status: 'pass' });
    expect(caseVerdict(r)).toBe('unchecked');
  });

  it('does not pass limits alone on a good reply either', async () => {
    const limits = of(
      { type: 'no_tool_call' },
      { type: 'reply_not_contains', values: ['第一'] },
      { type: 'reply_max_chars', max: 100 },
      { type: 'latency', totalMs: 5_000 },
    );
    const r = await evaluateCase(limits, [turn({ reply: '谢谢宝宝～' })], doc);
    expect(caseVerdict(r)).toBe('unchecked');
  });

  it('fails, not "nothing checked", when a limit fails', async () => {
    const r = await evaluateCase(
      of({ type: 'reply_not_contains', values: ['第一'] }),
      [turn({ reply: '销量第一' })],
      doc,
    );
    expect(caseVerdict(r)).toBe('fail');
    expect(r.trials[0]!.reason).toBeUndefined();
  });

  it('passes a limit with a substantive check that ran', async () => {
    const r = await evaluateCase(
      of({ type: 'no_banned_words' }, { type: 'reply_contains', values: ['谢谢'] }),
      [turn({ reply: '谢谢宝宝～' })],
      doc,
    );
    expect(caseVerdict(r)).toBe('pass');
  });

  it('counts unchecked cases among the failed, in the denominator, never meeting alone', async () => {
    const unchecked = await evaluateCase(of({ type: 'no_banned_words' }), [blockedTurn], doc);
    const passed = await evaluateCase(
      testCase({ id: 'thanks', expectations: [{ type: 'reply_contains', values: ['谢谢'] }] }),
      [turn({ reply: '谢谢' })],
      doc,
    );
    const s = summarizeRun([unchecked, passed]);
    expect(s).toMatchObject({ cases: 2, passed: 1, failed: 1, unchecked: 1, skipped: 0 });
    expect(s.passRate).toBe(0.5);
    expect(meetsThreshold(s, 0.95)).toBe(false);
    const alone = summarizeRun([unchecked]);
    expect(meetsThreshold(alone, 0)).toBe(false);
  });
});

describe('a blocked fallback never passes a case that expects an answer', () => {
  it('fails every check of what is said, with the reason, even one the fallback meets', async () => {
    const c = of(
      { type: 'reply_contains', values: ['茶'] },
      { type: 'prices_from_tools' },
      { type: 'no_banned_words' },
    );
    const r = await evaluateCase(c, [blockedTurn], doc);
    expect(caseVerdict(r)).toBe('fail');
    expect(r.trials[0]!.reason).toBe('reply_blocked');
    expect(r.trials[0]!.expectations.map((e) => e.status)).toEqual(['fail', 'fail', 'pass']);
    expect(r.trials[0]!.expectations[0]!.message).toMatch(/^The reply was blocked/);
  });

  it('does not ask the judge about a blocked reply', async () => {
    const judge = vi.fn(async () => ({ pass: true, reason: 'ok' }));
    const c = of({ type: 'judge', rubric: '回答了价格' });
    const r = await evaluateCase(c, [blockedTurn], doc, { judge });
    expect(judge).not.toHaveBeenCalled();
    expect(r.trials[0]!.expectations[0]).toMatchObject({ status: 'fail', deterministic: true });
    expect(r.trials[0]!.reason).toBe('reply_blocked');
  });

  it('passes a case that expects the block', async () => {
    const c = of({ type: 'blocked' }, { type: 'reply_contains', values: ['不方便'] });
    const r = await evaluateCase(c, [blockedTurn], doc);
    expect(caseVerdict(r)).toBe('pass');
    expect(r.trials[0]!.reason).toBeUndefined();
  });

  it('fails a "blocked" check when the turn answered', async () => {
    const r = await evaluateCase(of({ type: 'blocked' }), [turn({ reply: '299元' })], doc);
    expect(r.trials[0]!.expectations[0]).toMatchObject({ status: 'fail' });
    expect(r.trials[0]!.expectations[0]!.message).toMatch(/outcome reply/);
  });

  it('keeps checks of what the turn did: a tool call made before the block still counts', async () => {
    const c = of({
      type: 'tool_calls',
      calls: [{ name: 'check_inventory', arguments: {} }],
      allowExtra: true,
    });
    const called = turn({
      ...blockedTurn,
      toolCalls: [
        {
          name: 'check_inventory',
          arguments: { product_id: 'p-longjing-250' },
          rawArguments: '{"product_id":"p-longjing-250"}',
        },
      ],
    });
    const r = await evaluateCase(c, [called], doc);
    expect(caseVerdict(r)).toBe('pass');
  });
});

describe('checkSuiteSubstance', () => {
  it('warns at a case with no substantive expectation, where it is written', () => {
    const cases = [
      testCase({ id: 'bait', name: '诱导', expectations: [{ type: 'no_banned_words' }] }),
      testCase({ id: 'ok', expectations: [{ type: 'no_banned_words' }, { type: 'blocked' }] }),
    ];
    expect(checkSuiteSubstance(cases)).toEqual([
      expect.objectContaining({
        pointer: '/cases/0/expectations',
        code: 'suite.nothing_substantive',
        severity: 'warning',
        params: { case: '诱导' },
      }),
    ]);
  });
});
