import { describe, expect, it } from 'vitest';
import type { TrialResult, TurnRecord } from '../../../harness/evaluation';
import type { RunCaseResult } from '../types';
import { trialViews, visibleCases } from './run-cases';

const trial = (n: number, pass: boolean): TrialResult => ({
  trial: n,
  pass,
  outcome: 'reply',
  reply: `reply ${n}`,
  timings: { firstTokenMs: 100, totalMs: 900 },
  expectations: [],
});

const record = (reply: string): TurnRecord => ({
  reply,
  outcome: 'reply',
  toolCalls: [],
  toolResults: [],
  hooks: [],
  skillsUsed: [],
  timings: { firstTokenMs: 100, totalMs: 900 },
});

const result = (caseId: string, position: number, pass: boolean, trials = [trial(1, pass)]) =>
  ({
    caseId,
    position,
    testCase: {} as RunCaseResult['testCase'],
    evaluation: {
      caseId,
      name: caseId,
      tags: [],
      trials,
      pass1: pass ? 1 : 0,
      passAll: pass,
      pass,
      deterministic: true,
    },
    records: trials.map((t) => record(t.reply ?? '')),
    traces: [],
  }) satisfies RunCaseResult;

describe('visibleCases', () => {
  const cases = [result('b', 1, false), result('a', 0, true), result('c', 2, false)];

  it('keeps the suite order', () => {
    expect(visibleCases(cases, false).map((c) => c.caseId)).toEqual(['a', 'b', 'c']);
  });

  it('shows only the failing cases on request', () => {
    expect(visibleCases(cases, true).map((c) => c.caseId)).toEqual(['b', 'c']);
  });
});

describe('trialViews', () => {
  it('pairs each trial with its record, null where none was kept', () => {
    const r = result('a', 0, false, [trial(1, true), trial(2, false)]);
    r.records = [record('first')];
    const views = trialViews(r);
    expect(views.map((v) => [v.trial.trial, v.record?.reply ?? null])).toEqual([
      [1, 'first'],
      [2, null],
    ]);
  });
});
