import { describe, expect, it } from 'vitest';
import type { CaseEvaluation } from '../../src/harness/evaluation';
import { junitXml, skipLine, type JunitCase } from './test-suite-junit';

const evaluation = (id: string, verdict: 'pass' | 'fail' | 'skipped'): CaseEvaluation => ({
  caseId: id,
  name: id,
  tags: [],
  trials: [
    {
      trial: 1,
      pass: verdict === 'pass',
      ...(verdict === 'skipped' ? { skipped: true } : {}),
      outcome: 'reply',
      reply: '你好',
      timings: { firstTokenMs: 100, totalMs: 500 },
      expectations: [
        verdict === 'skipped'
          ? {
              index: 0,
              type: 'judge',
              status: 'skipped',
              skipReason: 'no_judge',
              pass: false,
              message: 'Not checked.',
              deterministic: false,
            }
          : {
              index: 0,
              type: 'reply_contains',
              status: verdict,
              pass: verdict === 'pass',
              message: verdict === 'pass' ? 'ok' : 'missing 欢迎',
              deterministic: true,
            },
      ],
    },
  ],
  pass1: verdict === 'pass' ? 1 : 0,
  passAll: verdict === 'pass',
  pass: verdict === 'pass',
  skipped: verdict === 'skipped',
  deterministic: true,
});

const junitCase = (id: string, verdict: 'pass' | 'fail' | 'skipped'): JunitCase => ({
  caseId: id,
  testCase: { name: id } as JunitCase['testCase'],
  evaluation: evaluation(id, verdict),
});

describe('JUnit report', () => {
  it('reports a case whose every check was skipped as skipped, not failed or passed', () => {
    const xml = junitXml(
      'suite',
      [junitCase('a', 'pass'), junitCase('b', 'fail'), junitCase('c', 'skipped')],
      1_000,
    );
    expect(xml).toContain('tests="3" failures="1" skipped="1"');
    expect(xml).toContain('<skipped message="every check was skipped (no_judge): not a pass"/>');
    expect(xml.match(/<failure /g)).toHaveLength(1);
    expect(skipLine(junitCase('c', 'skipped'))).toBe(
      'every check was skipped (no_judge): not a pass',
    );
  });
});
