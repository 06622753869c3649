import { expect, it } from 'vitest';
import { harnessDocumentSchema, type HarnessDocumentInput } from '../../../src/harness';
import { promotionCases, type TestCase } from '../../../src/harness/evaluation';
import { uniqueId } from '../../db/testing/describe-each-database';
import { stopHook, withSentenceHooks } from '../../runtime/turn/sentence-gate-testing';
import { expectProblem, sampleDocument } from '../../testing/api-helpers';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { text } from '../../testing/model-server';
import { askCase, followRun } from '../../testing/suite-runs';

const ENDING = '这个小岚再确认一下，稍后告诉你哦！';

interface RunBody {
  id: string;
  total: number;
  summary: {
    cases: number;
    passed: number;
    failed: number;
    unchecked: number;
    passRate: number;
  } | null;
  cases: {
    caseId: string;
    testCase: TestCase;
    evaluation: {
      pass: boolean;
      unchecked?: boolean;
      generated?: { promotionId: string; moment: string };
      trials: { reason?: string; reply: string | null; outcome: string }[];
    };
  }[];
}

/**
 * The sample with only what a test here sets: no built-in guards, and reply hooks as given
 * (hook time limits raised for a busy machine).
 */
function documentWith(
  hooks: Parameters<typeof withSentenceHooks>[1],
  settings: Record<string, unknown> = {},
): HarnessDocumentInput {
  const document = sampleDocument();
  for (const h of document.hooks ?? []) h.timeoutMs = 2_000;
  withSentenceHooks(document, hooks, { blockedEnding: ENDING });
  const { guards: _none, ...rest } = document.settings ?? {};
  document.settings = { ...rest, ...settings };
  return document;
}

async function harnessWith(
  api: RuntimeApiContext,
  document: HarnessDocumentInput,
  cases: ReturnType<typeof askCase>[],
) {
  const id = uniqueId('substance');
  const created = await api.as('admin', 'POST', '/harnesses', { body: { id, document } });
  expect(created.status, created.text).toBe(201);
  for (const c of cases) {
    const res = await api.as('qa', 'PUT', `/harnesses/${id}/test-cases/${c.id}`, { body: c });
    expect(res.status, res.text).toBe(201);
  }
  return id;
}

async function runOf(api: RuntimeApiContext, harness: string, target: string) {
  const started = await api.as<{ id: string; total: number }>(
    'qa',
    'POST',
    `/harnesses/${harness}/test-runs`,
    { body: { target, concurrency: 2 } },
  );
  expect(started.status, started.text).toBe(202);
  await followRun(api, harness, started.body.id);
  const run = await api.as<RunBody>(
    'qa',
    'GET',
    `/harnesses/${harness}/test-runs/${started.body.id}`,
  );
  expect(run.status, run.text).toBe(200);
  return run.body;
}

describeRuntimeApi('what a suite run counts as a pass', (api) => {
  it(
    'a suite whose only check is "no banned word" is no pass on a blocked fallback, and the gate refuses production',
    { timeout: 30_000 },
    async () => {
      const harness = await harnessWith(api, documentWith([stopHook]), [
        askCase('compliant', '这款茶好喝吗', [{ type: 'no_banned_words' }]),
      ]);
      const v1 = await api.as<{ number: number }>(
        'admin',
        'POST',
        `/harnesses/${harness}/versions`,
        {
          body: { message: 'v1' },
        },
      );
      expect(v1.status, v1.text).toBe(201);
      // The hook stops the reply; the fallback ending is said instead, with no banned word.
      api.model().setFallback(() => text('这个不能说。'));
      const run = await runOf(api, harness, String(v1.body.number));
      const [only] = run.cases;
      expect(only!.evaluation).toMatchObject({ pass: false, unchecked: true });
      expect(only!.evaluation.trials[0]).toMatchObject({
        outcome: 'blocked',
        reply: ENDING,
        reason: 'nothing_checked',
      });
      expect(run.summary).toMatchObject({ cases: 1, passed: 0, failed: 1, unchecked: 1 });
      expect(run.summary!.passRate).toBe(0);

      const gate = await api.as<{ allowed: boolean; refusal: Record<string, unknown> }>(
        'publisher',
        'GET',
        `/harnesses/${harness}/publish-gate?version=${v1.body.number}`,
      );
      expect(gate.body).toMatchObject({
        allowed: false,
        refusal: { code: 'gate.below_threshold', passRate: 0, unchecked: 1 },
      });
      const refused = expectProblem(
        await api.as('publisher', 'PUT', `/harnesses/${harness}/labels/production`, {
          body: { version: v1.body.number, reason: 'release' },
        }),
        409,
      );
      expect(refused).toMatchObject({ code: 'gate.below_threshold', unchecked: 1 });
      expect(refused.detail).toContain('checked nothing substantive');
    },
  );

  it(
    'fails a case expecting an answer on the blocked fallback, and passes one expecting the block',
    { timeout: 30_000 },
    async () => {
      const harness = await harnessWith(api, documentWith([stopHook]), [
        // The ending says 告诉你: contained, yet it is not the answer.
        askCase('answers', '这款茶好喝吗', [{ type: 'reply_contains', values: ['告诉你'] }]),
        askCase('stops', '这款茶好喝吗', [{ type: 'blocked' }]),
      ]);
      api.model().setFallback(() => text('这个不能说。'));
      const run = await runOf(api, harness, 'draft');
      const verdicts = Object.fromEntries(run.cases.map((c) => [c.caseId, c.evaluation.pass]));
      expect(verdicts).toEqual({ answers: false, stops: true });
      const answers = run.cases.find((c) => c.caseId === 'answers')!;
      expect(answers.evaluation.trials[0]!.reason).toBe('reply_blocked');
    },
  );

  it(
    'runs the cases generated from promotions with the stored ones, marked, and counts them',
    { timeout: 30_000 },
    async () => {
      const document = documentWith([], { promotionCases: true });
      const stored = askCase('greets', '你好', [{ type: 'reply_contains', values: ['秒杀'] }]);
      const harness = await harnessWith(api, document, [stored]);
      const expected = promotionCases(harnessDocumentSchema.parse(document), []).cases;
      // Every answer quotes the flash sale: right inside its window, wrong after it.
      api.model().setFallback(() => text('寿眉饼秒杀价169元，快抢！'));
      const run = await runOf(api, harness, 'draft');
      expect(run.total).toBe(1 + expected.length);
      expect(run.summary!.cases).toBe(run.total);
      const byId = new Map(run.cases.map((c) => [c.caseId, c]));
      expect(byId.get('greets')!.evaluation.generated).toBeUndefined();
      const inside = byId.get('promo-baicha-flash-sale-inside')!;
      expect(inside.evaluation).toMatchObject({
        pass: true,
        generated: { promotionId: 'baicha-flash-sale', moment: 'inside' },
      });
      expect(inside.testCase.context.now).toBe('2026-12-11T12:01:00.000Z');
      const after = byId.get('promo-baicha-flash-sale-after')!;
      expect(after.evaluation).toMatchObject({
        pass: false,
        generated: { promotionId: 'baicha-flash-sale', moment: 'after' },
      });
      expect(run.summary!.passed).toBe(run.cases.filter((c) => c.evaluation.pass).length);
    },
  );
});
