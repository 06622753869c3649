import { describe, expect, it } from 'vitest';
import { offeredNames } from '../../../src/harness/variants/offered-names';
import {
  detailTool,
  originCase,
  productArg,
  sample,
  variant,
} from '../../../src/harness/variants/training/test-support';
import type { Expectation } from '../../../src/harness/evaluation';
import { gradeCompletion, type RewardEnv } from './grade';

const arm = { variant, offered: offeredNames(variant.document) };
const envWith = (expectations: Expectation[]): RewardEnv => ({
  testCase: { ...originCase, expectations },
  original: sample,
  arm,
});
const calls = (name: string, args: Record<string, unknown>) => [
  {
    role: 'assistant',
    tool_calls: [{ id: 'c1', function: { name, arguments: JSON.stringify(args) } }],
  },
  { role: 'tool', tool_call_id: 'c1', content: '{"origin":"杭州"}' },
  { role: 'assistant', content: '杭州西湖的' },
];
const callCheck = originCase.expectations[0]!;
const latency: Expectation = { type: 'latency', totalMs: 10 };

describe('gradeCompletion', () => {
  it("rewards the case's call in the variant's names, and grades it in the original's", async () => {
    const result = await gradeCompletion(
      envWith([callCheck, latency]),
      calls(detailTool, { [productArg]: 'p-longjing-250' }),
    );
    expect(result).toMatchObject({ reward: 1, passed: true, share: 1 });
    expect(result.checks).toEqual([expect.objectContaining({ index: 0, type: 'tool_calls' })]);
    // Timing is the runtime's: listed, never counted either way.
    expect(result.skipped).toEqual([expect.objectContaining({ index: 1, type: 'latency' })]);
  });

  it('gives 0 for a wrong argument, and 0 with nothing to grade', async () => {
    const wrong = await gradeCompletion(
      envWith([callCheck, { type: 'reply_contains', values: ['杭州'], mode: 'any' }]),
      calls(detailTool, { [productArg]: 'p-dianhong-200' }),
    );
    expect(wrong).toMatchObject({ reward: 0, passed: false, share: 0.5 });
    const nothing = await gradeCompletion(envWith([latency]), calls(detailTool, {}));
    expect(nothing).toMatchObject({ reward: 0, passed: false, checks: [] });
  });
});
