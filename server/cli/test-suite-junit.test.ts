import { describe, expect, it } from 'vitest';
import type { CaseEvaluation } from '../../src/harness/evaluation';
import { failureLines, junitXml, skipLine, type JunitCase } from './test-suite-junit';

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

  it('fails a case that checked nothing substantive, saying so', () => {
    const c = junitCase('d', 'pass');
    const trial = c.evaluation.trials[0]!;
    c.evaluation = {
      ...c.evaluation,
      pass: false,
      passAll: false,
      pass1: 0,
      unchecked: true,
      trials: [{ ...trial, pass: false, reason: 'nothing_checked' }],
    };
    expect(failureLines(c)[0]).toMatch(/^trial 1: nothing checked: only limits ran/);
    expect(junitXml('suite', [c], 10)).toContain('failures="1" skipped="0"');
  });
});
