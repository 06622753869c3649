import { describe, expect, it } from 'vitest';
import type { CaseEvaluation } from '../../../harness/evaluation';
import type { TestRun } from '../types';
import { applyRunEvent, initialProgress, parseRunEvent, type RunProgress } from './run-events';

const evaluation = (caseId: string, pass: boolean): CaseEvaluation => ({
  caseId,
  name: caseId,
  tags: [],
  trials: [],
  pass1: pass ? 1 : 0,
  passAll: pass,
  pass,
  deterministic: true,
});

const run: TestRun = {
  id: 'r1',
  harnessId: 'h',
  target: 'draft',
  version: null,
  shop: null,
  contentHash: 'sha256:abc',
  endpoint: 'default',
  model: 'qwen3-4b',
  status: 'running',
  total: 3,
  done: 0,
  summary: null,
  error: null,
  createdAt: '2026-01-01T00:00:00Z',
  createdBy: 'qa',
  finishedAt: null,
};

const caseMessage = (done: number, caseId: string, pass = true) => ({
  event: 'case',
  data: JSON.stringify({ done, total: 3, caseId, evaluation: evaluation(caseId, pass) }),
});

describe('parseRunEvent', () => {
  it('reads case and done events', () => {
    expect(parseRunEvent(caseMessage(1, 'greets'))).toEqual({
      type: 'case',
      done: 1,
      total: 3,
      caseId: 'greets',
      evaluation: evaluation('greets', true),
    });
    const final = { ...run, status: 'finished', done: 3 };
    expect(parseRunEvent({ event: 'done', data: JSON.stringify(final) })).toEqual({
      type: 'done',
      run: final,
    });
  });

  it('ignores what is not a run event', () => {
    expect(parseRunEvent({ event: 'message', data: '{}' })).toBeNull();
    expect(parseRunEvent({ event: 'case', data: 'not json' })).toBeNull();
    expect(parseRunEvent({ event: 'case', data: '[1]' })).toBeNull();
    expect(parseRunEvent({ event: 'case', data: '{"done":-1,"total":3,"caseId":"a"}' })).toBeNull();
    expect(parseRunEvent({ event: 'done', data: '{"id":"r1","status":"weird"}' })).toBeNull();
  });
});

describe('applyRunEvent', () => {
  const feed = (...messages: { event: string; data: string }[]): RunProgress =>
    messages.reduce((s, m) => applyRunEvent(s, parseRunEvent(m)!), initialProgress(run));

  it('adds results as they arrive and counts them', () => {
    const s = feed(caseMessage(1, 'a'), caseMessage(2, 'b', false));
    expect(s.done).toBe(2);
    expect(s.total).toBe(3);
    expect(s.results.map((r) => [r.caseId, r.pass])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(s.status).toBe('running');
  });

  it('keeps a replayed case once (reconnect)', () => {
    const s = feed(caseMessage(1, 'a'), caseMessage(1, 'a'), caseMessage(2, 'b'));
    expect(s.results.map((r) => r.caseId)).toEqual(['a', 'b']);
    expect(s.done).toBe(2);
  });

  it('ends with the final run', () => {
    const final = { ...run, status: 'cancelled', done: 1 };
    const s = feed(caseMessage(1, 'a'), { event: 'done', data: JSON.stringify(final) });
    expect(s.status).toBe('cancelled');
    expect(s.final?.id).toBe('r1');
    expect(s.done).toBe(1);
  });
});
