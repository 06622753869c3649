import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testCaseSchema, testSuiteSchema } from './schema';
import { turnRecordSchema } from './turn-record';
import { caseEvaluationSchema } from './result-schema';
import { testCase, turn } from './test-support';

const issues = (value: unknown) =>
  (testCaseSchema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('/'), i.message]);

describe('test case schema', () => {
  const base = { id: 'a', name: 'A', conversation: [{ role: 'user', content: '你好' }] };

  it('fills defaults', () => {
    const c = testCaseSchema.parse({
      ...base,
      expectations: [{ type: 'reply_contains', values: ['好'] }],
    });
    expect(c).toMatchObject({ tags: [], trials: 1, context: { comments: [], variables: {} } });
    expect(c.expectations[0]).toEqual({ type: 'reply_contains', values: ['好'], mode: 'any' });
  });

  it('needs the conversation to end with the viewer, and at least one expectation', () => {
    expect(
      issues({
        ...base,
        conversation: [...base.conversation, { role: 'assistant', content: '嗨' }],
        expectations: [{ type: 'no_tool_call' }],
      }),
    ).toEqual([
      [
        'conversation',
        'End the conversation with the viewer (role "user") message the host answers.',
      ],
    ]);
    expect(issues({ ...base, expectations: [] })).toEqual([
      ['expectations', 'Add at least one expectation.'],
    ]);
  });

  it('rejects a pattern that does not compile, a latency with no budget, and 11 trials', () => {
    expect(
      issues({
        ...base,
        trials: 11,
        expectations: [
          { type: 'reply_matches', pattern: '[' },
          { type: 'latency' },
          { type: 'nope' },
        ],
      }).map(([path]) => path),
    ).toEqual(['trials', 'expectations/0/pattern', 'expectations/1', 'expectations/2/type']);
  });

  it('wants unique ids in a suite', () => {
    const r = testSuiteSchema.safeParse({ cases: [testCase(), testCase()] });
    expect(r.error?.issues.map((i) => [i.path.join('/'), i.message])).toEqual([
      ['cases/1/id', 'The id "case-1" is already used by case 1.'],
    ]);
  });

  it('converts to JSON Schema for the API document', () => {
    for (const schema of [testSuiteSchema, turnRecordSchema, caseEvaluationSchema])
      expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
  });

  it('round-trips a turn record', () => {
    const record = turn({ toolResults: [{ name: 'x', ok: false, error: 'down' }] });
    expect(turnRecordSchema.parse(record)).toEqual(record);
  });
});
