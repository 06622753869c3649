import { describe, expect, it } from 'vitest';
import { caseEvaluationSchema } from '../harness/evaluation';
import { evaluateCase } from '../harness/evaluation/grading';
import { sampleDoc, testCase, toolCall, turn } from '../harness/evaluation/test-support';
import { translate, type Translate } from './i18n/translate';
import type { Language } from './i18n/language-store';
import { checkDetails, checkMessage } from './check-say';

const CJK = /[\u4e00-\u9fff]/;

const inLanguage =
  (language: Language): Translate =>
  (key, ...params) =>
    translate(language, key, ...params);

async function failedChecks() {
  const graded = await evaluateCase(
    testCase({
      expectations: [
        { type: 'tool_calls', calls: [{ name: 'get_coupons', arguments: {} }] },
        { type: 'reply_contains', values: ['优惠券'], mode: 'any' },
        { type: 'skill_used', skill: 'coupon-help' },
      ],
    }),
    [turn({ reply: '欢迎来到直播间', toolCalls: [toolCall('get_product', { id: 'x' })] })],
    sampleDoc(),
  );
  // What the server sends is what the studio reads.
  const sent = caseEvaluationSchema.parse(JSON.parse(JSON.stringify(graded)));
  return sent.trials[0]!.expectations;
}

describe('a test check’s message', () => {
  it('is said in Chinese on the zh-CN page, the grader’s English only as its source', async () => {
    const t = inLanguage('zh-CN');
    for (const r of await failedChecks()) {
      expect(r.status).toBe('fail');
      const said = checkMessage(t, r);
      expect(said, r.message).toMatch(CJK);
      expect(said).not.toMatch(/never called|contains none of|was not used/);
      for (const d of checkDetails(t, r)) expect(d).toMatch(CJK);
    }
  });

  it('is the grader’s sentence on the English page', async () => {
    const t = inLanguage('en');
    const said = (await failedChecks()).map((r) => checkMessage(t, r));
    expect(said).toEqual([
      'Call 1 get_coupons: the model never called get_coupons.',
      'The reply contains none of "优惠券": "欢迎来到直播间"',
      'The skill "coupon-help" was not used (skills used: none).',
    ]);
  });
});
