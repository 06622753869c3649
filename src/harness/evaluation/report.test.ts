import { describe, expect, it } from 'vitest';
import { evaluateCase } from './evaluate';
import { histogram, latencyStats, percentile } from './latency-stats';
import { compareRuns } from './compare-runs';
import { meetsThreshold, summarizeRun } from './report';
import type { CaseEvaluation } from './result-schema';
import { sampleDoc, testCase, turn } from './test-support';

const doc = sampleDoc();
const wantsThanks = (id: string, trials = 1) =>
  testCase({ id, name: id, trials, expectations: [{ type: 'reply_contains', values: ['谢谢'] }] });

async function run(replies: Record<string, (string | null)[]>, totalMs = 1_000) {
  const out: CaseEvaluation[] = [];
  for (const [id, texts] of Object.entries(replies))
    out.push(
      await evaluateCase(
        wantsThanks(id, texts.length),
        texts.map((reply) => turn({ reply, timings: { firstTokenMs: totalMs / 2, totalMs } })),
        doc,
      ),
    );
  return out;
}

describe('latency statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(percentile(ten, 50)).toBe(5);
    expect(percentile(ten, 95)).toBe(10);
    expect(percentile([42], 95)).toBe(42);
    expect(percentile([], 50)).toBeNull();
  });

  it('puts each value in one bucket, the last one open', () => {
    expect(histogram([0, 499, 500, 9_999], [500, 1_000])).toEqual([
      { fromMs: 0, toMs: 500, count: 2 },
      { fromMs: 500, toMs: 1_000, count: 1 },
      { fromMs: 1_000, toMs: null, count: 1 },
    ]);
    expect(latencyStats([3_400, 8_100]).histogram.reduce((n, b) => n + b.count, 0)).toBe(2);
  });
});

describe('summarizeRun', () => {
  it('counts skipped checks and cases apart from passes: passRate is passed / cases', async () => {
    const judgeOnly = testCase({
      id: 'tone',
      name: 'tone',
      trials: 2,
      expectations: [{ type: 'judge', rubric: '语气友好' }],
    });
    const mixed = testCase({
      id: 'thanks',
      name: 'thanks',
      expectations: [
        { type: 'reply_contains', values: ['谢谢'] },
        { type: 'judge', rubric: '语气友好' },
      ],
    });
    const cases = [
      await evaluateCase(judgeOnly, [turn({ reply: '谢谢' }), turn({ reply: '谢谢' })], doc),
      await evaluateCase(mixed, [turn({ reply: '谢谢' })], doc),
      ...(await run({ fails: ['好的'] })),
    ];
    const s = summarizeRun(cases);
    expect(s).toMatchObject({
      cases: 3,
      passed: 1,
      failed: 1,
      skipped: 1,
      skippedChecks: 3,
      skipReasons: [{ reason: 'no_judge', checks: 3, cases: 1 }],
      trialErrors: 0,
    });
    expect(s.passRate).toBeCloseTo(1 / 3);
    expect(meetsThreshold(s, 0.5)).toBe(false);
    const all = summarizeRun([cases[0]!]);
    expect(all).toMatchObject({ cases: 1, passed: 0, failed: 0, skipped: 1, passRate: 0 });
    expect(meetsThreshold(all, 0)).toBe(false);
  });

  it('reports pass rate, failures per type, and latency', async () => {
    const cases = await run({ a: ['谢谢'], b: ['好的', '谢谢'], c: [null] });
    const s = summarizeRun(cases);
    expect(s).toMatchObject({ cases: 3, passed: 1, failed: 2, trials: 4, passedTrials: 2 });
    expect(s.passRate).toBeCloseTo(1 / 3);
    expect(s.pass1).toBeCloseTo((1 + 0.5 + 0) / 3);
    expect(s.failures).toEqual([
      { type: 'reply_contains', failedCases: 2, failedTrials: 2, skippedTrials: 0 },
    ]);
    expect(s.latency.totalMs).toMatchObject({ count: 4, p50: 1_000, p95: 1_000 });
    expect(s.latency.firstTokenMs.p50).toBe(500);
  });

  it('meets a threshold only with cases', async () => {
    const s = summarizeRun(await run({ a: ['谢谢'], b: ['好'] }));
    expect(meetsThreshold(s, 0.5)).toBe(true);
    expect(meetsThreshold(s, 0.95)).toBe(false);
    expect(meetsThreshold(summarizeRun([]), 0)).toBe(false);
  });
});

describe('compareRuns', () => {
  it('finds newly failing, newly passing, still failing and changed answers', async () => {
    const base = await run({
      keep: ['谢谢'],
      breaks: ['谢谢'],
      fixed: ['好'],
      stuck: ['好'],
      gone: ['谢谢'],
    });
    const head = await run({
      keep: ['谢谢！'],
      breaks: ['好的'],
      fixed: ['谢谢'],
      stuck: ['好'],
      fresh: ['谢谢'],
    });
    const c = compareRuns(base, head);
    expect(c.newlyFailing).toEqual(['breaks']);
    expect(c.newlyPassing).toEqual(['fixed']);
    expect(c.stillFailing).toEqual(['stuck']);
    expect(c.skipped).toEqual([]);
    expect(c.added).toEqual(['fresh']);
    expect(c.removed).toEqual(['gone']);
    expect(c.answersChanged).toEqual(['keep', 'breaks', 'fixed']);
    expect(c.passRate).toEqual({ base: 3 / 5, head: 3 / 5 });

    const breaks = c.cases.find((x) => x.caseId === 'breaks')!;
    expect(breaks.base).toMatchObject({ pass: true, replies: ['谢谢'], failed: [] });
    expect(breaks.head!.replies).toEqual(['好的']);
    expect(breaks.head!.failed.map((f) => f.type)).toEqual(['reply_contains']);
    expect(c.cases.map((x) => x.caseId)).toEqual([
      'keep',
      'breaks',
      'fixed',
      'stuck',
      'fresh',
      'gone',
    ]);
  });

  it('says a case whose checks were all skipped is skipped, not failing', () => {
    const verdict = (caseId: string, pass: boolean, skipped = false) =>
      ({ caseId, name: caseId, pass, skipped, pass1: pass ? 1 : 0, trials: [] }) as never;
    const base = [verdict('both', false, true), verdict('was', true), verdict('back', false, true)];
    const head = [
      verdict('both', false, true),
      verdict('was', false, true),
      verdict('back', false),
    ];
    const c = compareRuns(base, head);
    expect(c.skipped).toEqual(['both', 'was']);
    expect(c.stillFailing).toEqual([]);
    // Skipped before, failing now: it was not failing then.
    expect(c.newlyFailing).toEqual(['back']);
  });

  it('counts skipped cases and checks as the summary does, a new case too', () => {
    const judged = (caseId: string, skipped: boolean, checks: ('pass' | 'skipped')[]) =>
      ({
        caseId,
        name: caseId,
        pass: !skipped,
        skipped,
        pass1: skipped ? 0 : 1,
        trials: [{ trial: 1, reply: 'ok', expectations: checks.map((status) => ({ status })) }],
      }) as never;
    const base = [judged('a', false, ['pass', 'skipped'])];
    const head = [
      judged('a', false, ['pass', 'skipped']),
      judged('new', true, ['skipped', 'skipped']),
    ];
    const c = compareRuns(base, head);
    const summary = summarizeRun(head);
    expect(c.skipped).toHaveLength(summary.skipped);
    expect(c.skipped).toEqual(['new']);
    expect(c.skippedChecks).toBe(summary.skippedChecks);
    expect(c.skippedChecks).toBe(3);
  });

  it('against a run still going, leaves out the cases it has not reached', async () => {
    const base = await run({ a: ['谢谢'], b: ['谢谢'], c: ['好'] });
    const head = await run({ a: ['好'] });
    const going = compareRuns(base, head, { running: { head: true } });
    expect(going.running).toEqual({ base: false, head: true });
    expect(going.pending).toEqual(['b', 'c']);
    expect(going.removed).toEqual([]);
    expect(going.newlyFailing).toEqual(['a']);
    expect(going.passRate).toEqual({ base: 1, head: 0 });
    expect(going.cases.map((x) => x.caseId)).toEqual(['a']);
    // A base still going: head's cases it has not reached are not "added".
    const early = compareRuns(head, base, { running: { base: true } });
    expect(early.pending).toEqual(['b', 'c']);
    expect(early.added).toEqual([]);
    // Once it ends, a case it never ran is removed, as before.
    const done = compareRuns(base, head);
    expect(done.removed).toEqual(['b', 'c']);
    expect(done.pending).toEqual([]);
    expect(done.running).toEqual({ base: false, head: false });
  });

  it('does not count width, case or spacing changes as a changed answer', async () => {
    const base = await run({ a: ['谢谢 OK'] });
    const head = await run({ a: ['谢谢  ｏｋ'] });
    expect(compareRuns(base, head).answersChanged).toEqual([]);
  });

  it('compares the trials of a case as a set of answers', async () => {
    const base = await run({ a: ['谢谢A', '谢谢B'] });
    const head = await run({ a: ['谢谢B', '谢谢A'] });
    expect(compareRuns(base, head).answersChanged).toEqual([]);
  });
});
