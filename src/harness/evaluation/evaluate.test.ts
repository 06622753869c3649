import { describe, expect, it, vi } from 'vitest';
import { evaluateCase } from './evaluate';
import { sampleDoc, testCase, toolCall, turn } from './test-support';

const doc = sampleDoc();
const chitChat = testCase({
  trials: 3,
  expectations: [{ type: 'no_tool_call' }, { type: 'reply_contains', values: ['谢谢'] }],
});
const good = turn({ reply: '谢谢宝宝！' });
const bad = turn({
  reply: '我查一下',
  toolCalls: [toolCall('check_inventory', { product_id: 'p-longjing-250' })],
});

describe('evaluateCase', () => {
  it('passes pass@1 and pass^k when all three trials pass', async () => {
    const r = await evaluateCase(chitChat, [good, good, good], doc);
    expect(r).toMatchObject({
      caseId: 'case-1',
      pass1: 1,
      passAll: true,
      pass: true,
      deterministic: true,
    });
    expect(r.trials[0]!.expectations.map((e) => e.status)).toEqual(['pass', 'pass']);
  });

  it('gives pass@1 2/3 and fails pass^3 when one trial of three fails', async () => {
    const r = await evaluateCase(chitChat, [good, bad, good], doc);
    expect(r.pass1).toBeCloseTo(2 / 3);
    expect(r.passAll).toBe(false);
    expect(r.pass).toBe(false);
    expect(r.trials.map((t) => t.pass)).toEqual([true, false, true]);
    expect(r.trials[1]!.expectations.filter((e) => !e.pass).map((e) => e.type)).toEqual([
      'no_tool_call',
      'reply_contains',
    ]);
  });

  it('counts trials the run did not record as failures', async () => {
    const r = await evaluateCase(chitChat, [good], doc);
    expect(r.trials.map((t) => t.outcome)).toEqual(['reply', 'missing', 'missing']);
    expect(r.pass1).toBeCloseTo(1 / 3);
  });

  it('fails a trial whose turn errored, even if its checks would pass', async () => {
    const only = testCase({ expectations: [{ type: 'no_tool_call' }] });
    const r = await evaluateCase(
      only,
      [turn({ reply: null, outcome: 'error', error: 'model timeout' })],
      doc,
    );
    expect(r.pass).toBe(false);
    expect(r.trials[0]!.error).toBe('The turn failed: model timeout');
  });

  describe('judge', () => {
    const judged = testCase({
      expectations: [
        { type: 'no_tool_call' },
        { type: 'judge', rubric: '语气友好', endpoint: 'grader' },
      ],
    });

    it('is skipped without a judge: shown, not a pass, and not a failure of the trial', async () => {
      const thanks = testCase({
        expectations: [
          { type: 'reply_contains', values: ['谢谢'] },
          { type: 'judge', rubric: '语气友好' },
        ],
      });
      const r = await evaluateCase(thanks, [good], doc);
      const result = r.trials[0]!.expectations[1]!;
      expect(result).toMatchObject({
        type: 'judge',
        status: 'skipped',
        pass: false,
        deterministic: false,
      });
      expect(result.message).toMatch(/no judge is configured/);
      expect(r.pass).toBe(true);
      expect(r.deterministic).toBe(true);
    });

    it('leaves nothing checked when the skipped judge was the only substantive check', async () => {
      const r = await evaluateCase(judged, [good], doc);
      expect(r).toMatchObject({ pass: false, skipped: false, unchecked: true });
      expect(r.trials[0]).toMatchObject({ pass: false, reason: 'nothing_checked' });
    });

    it('skips, and does not pass, a case where every check was skipped', async () => {
      const onlyJudge = testCase({ expectations: [{ type: 'judge', rubric: '语气友好' }] });
      const r = await evaluateCase(onlyJudge, [good], doc);
      expect(r).toMatchObject({ pass: false, passAll: false, pass1: 0, skipped: true });
      expect(r.trials[0]).toMatchObject({ pass: false, skipped: true });
      expect(r.trials[0]!.error).toBeUndefined();
      expect(r.trials[0]!.expectations[0]).toMatchObject({
        status: 'skipped',
        skipReason: 'no_judge',
      });
    });

    it('fails, not skips, a judge-only case whose turn failed', async () => {
      const onlyJudge = testCase({ expectations: [{ type: 'judge', rubric: '语气友好' }] });
      const failed = { ...good, outcome: 'error' as const, error: 'model timeout' };
      const r = await evaluateCase(onlyJudge, [failed], doc);
      expect(r).toMatchObject({ pass: false, skipped: false });
      expect(r.trials[0]!.error).toMatch(/The turn failed/);
    });

    it('uses the judge and marks the verdict non-deterministic', async () => {
      const judge = vi.fn(async () => ({ pass: false, reason: '语气生硬' }));
      const r = await evaluateCase(judged, [good], doc, { judge });
      expect(judge).toHaveBeenCalledWith('语气友好', good, {
        testCase: judged,
        endpoint: 'grader',
      });
      expect(r.trials[0]!.expectations[1]).toMatchObject({
        status: 'fail',
        message: 'Judge: 语气生硬',
      });
      expect(r).toMatchObject({ pass: false, deterministic: false });
    });

    it('fails the check when the judge throws', async () => {
      const judge = async () => {
        throw new Error('grader unreachable');
      };
      const r = await evaluateCase(judged, [good], doc, { judge });
      expect(r.trials[0]!.expectations[1]!.message).toBe('The judge failed: grader unreachable');
    });
  });
});
