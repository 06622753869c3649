import { expect, it } from 'vitest';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { harnessWithCases, followRun } from '../../testing/suite-runs';
import { text, type RecordedRequest } from '../../testing/model-server';
import { JUDGE_SYSTEM_MESSAGE } from '../../runtime/judge';

const RUBRIC = 'The host says a coupon can be claimed in the live room.';
const REPLY = '有的，直播间现在可以领优惠券';

const SUITE = [
  {
    id: 'coupon',
    name: 'coupon',
    conversation: [{ role: 'user', content: '有优惠券吗' }],
    expectations: [
      { type: 'reply_contains', values: ['优惠券'] },
      { type: 'judge', rubric: RUBRIC },
    ],
  },
  {
    id: 'unknown-judge',
    name: 'unknown judge',
    conversation: [{ role: 'user', content: '有优惠券吗' }],
    expectations: [
      { type: 'reply_contains', values: ['优惠券'] },
      { type: 'judge', rubric: RUBRIC, endpoint: 'nope' },
    ],
  },
];

interface Check {
  type: string;
  status: string;
  skipReason?: string;
  message: string;
  deterministic: boolean;
}

interface RunBody {
  status: string;
  summary: {
    passed: number;
    failed: number;
    skipped: number;
    nonDeterministicCases: string[];
    failures: { type: string; failedCases: number; skippedTrials: number }[];
  };
  cases: {
    caseId: string;
    evaluation: {
      pass: boolean;
      skipped?: boolean;
      deterministic: boolean;
      trials: { expectations: Check[] }[];
    };
  }[];
}

const isJudge = (req: RecordedRequest) => req.body.messages?.[0]?.content === JUDGE_SYSTEM_MESSAGE;

/** The host answers with REPLY; a grading request (told by its system message) gets `verdict`. */
function script(api: RuntimeApiContext, verdict: string) {
  api.model().setFallback((req) => text(isJudge(req) ? verdict : REPLY));
}

const harnessWithSuite = (api: RuntimeApiContext) => harnessWithCases(api, SUITE);

/** Starts a run of the draft, follows its events to the end, and reads the stored run. */
async function run(api: RuntimeApiContext, harness: string): Promise<RunBody> {
  const started = await api.as<{ id: string }>('qa', 'POST', `/harnesses/${harness}/test-runs`, {
    body: { target: 'draft', concurrency: 2 },
  });
  expect(started.status, started.text).toBe(202);
  const path = `/harnesses/${harness}/test-runs/${started.body.id}`;
  await followRun(api, harness, started.body.id);
  const stored = await api.as<RunBody>('qa', 'GET', path);
  expect(stored.status, stored.text).toBe(200);
  expect(stored.body.status).toBe('finished');
  return stored.body;
}

const caseOf = (body: RunBody, id: string) => body.cases.find((c) => c.caseId === id)!;
const judgeCheck = (body: RunBody, id: string) =>
  caseOf(body, id).evaluation.trials[0]!.expectations.find((e) => e.type === 'judge')!;

describeRuntimeApi(
  'judge checks with JUDGE_ENDPOINT',
  (api) => {
    it('grades by the verdict, marks the case non-deterministic, and fails an unknown endpoint', async () => {
      const harness = await harnessWithSuite(api);
      const before = api.model().requests.length;

      script(api, '```json\n{"pass": true, "reason": "Says a coupon can be claimed."}\n```');
      const passing = await run(api, harness);
      expect(caseOf(passing, 'coupon').evaluation).toMatchObject({
        pass: true,
        deterministic: false,
      });
      expect(judgeCheck(passing, 'coupon')).toEqual({
        index: 1,
        type: 'judge',
        status: 'pass',
        pass: true,
        message: 'Judge: Says a coupon can be claimed.',
        // The same, coded for the reader's language.
        say: { code: 'judge', params: { reason: 'Says a coupon can be claimed.' } },
        deterministic: false,
      });
      // A name no endpoint has fails that check (the deterministic one still passed), not the run.
      expect(caseOf(passing, 'unknown-judge').evaluation.pass).toBe(false);
      expect(judgeCheck(passing, 'unknown-judge')).toMatchObject({
        status: 'fail',
        message:
          'The judge failed: no model endpoint "nope" is configured (configured: default, large, down).',
        deterministic: false,
      });
      expect(passing.summary).toMatchObject({ passed: 1, failed: 1 });
      expect([...passing.summary.nonDeterministicCases].sort()).toEqual([
        'coupon',
        'unknown-judge',
      ]);

      // Two host turns and one grading request: the unknown endpoint was never asked.
      const asked = api.model().requests.slice(before);
      const graded = asked.filter(isJudge);
      expect(asked).toHaveLength(3);
      expect(graded).toHaveLength(1);
      const question = String(graded[0]!.body.messages?.[1]?.content);
      expect(question).toContain(RUBRIC);
      expect(question).toContain(`final reply\n${REPLY}`);
      expect(graded[0]!.body.temperature).toBe(0);

      script(api, '{"pass": false, "reason": "Never says where to claim it."}');
      const failing = await run(api, harness);
      expect(caseOf(failing, 'coupon').evaluation.pass).toBe(false);
      expect(judgeCheck(failing, 'coupon')).toMatchObject({
        status: 'fail',
        message: 'Judge: Never says where to claim it.',
      });
      expect(failing.summary).toMatchObject({ passed: 0, failed: 2 });
      expect(failing.summary.failures.find((f) => f.type === 'judge')).toMatchObject({
        failedCases: 2,
        skippedTrials: 0,
      });
    });
  },
  { JUDGE_ENDPOINT: 'large' },
);

describeRuntimeApi('judge checks without JUDGE_ENDPOINT', (api) => {
  it('skips judge checks, asks no grader, and decides by the deterministic checks', async () => {
    const harness = await harnessWithSuite(api);
    const before = api.model().requests.length;
    script(api, '{"pass": false, "reason": "must not be asked"}');
    const body = await run(api, harness);
    for (const id of ['coupon', 'unknown-judge']) {
      expect(caseOf(body, id).evaluation).toMatchObject({ pass: true, deterministic: true });
      expect(judgeCheck(body, id)).toMatchObject({
        status: 'skipped',
        pass: false,
        deterministic: false,
      });
      expect(judgeCheck(body, id).message).toContain('no judge is configured');
    }
    expect(body.summary).toMatchObject({ passed: 2, failed: 0, nonDeterministicCases: [] });
    expect(body.summary.failures.find((f) => f.type === 'judge')).toMatchObject({
      failedCases: 0,
      skippedTrials: 2,
    });
    expect(api.model().requests.slice(before).filter(isJudge)).toHaveLength(0);
  });

  it('skips a judge-only case: not a pass, in the summary with its reason, refused by the gate', async () => {
    const judgeOnly = {
      id: 'tone',
      name: 'tone',
      conversation: [{ role: 'user', content: '有优惠券吗' }],
      expectations: [{ type: 'judge', rubric: RUBRIC }],
    };
    const harness = await harnessWithCases(api, [SUITE[0]!, judgeOnly]);
    script(api, '{"pass": true, "reason": "must not be asked"}');
    const body = await run(api, harness);
    expect(caseOf(body, 'tone').evaluation).toMatchObject({ pass: false, skipped: true });
    expect(judgeCheck(body, 'tone')).toMatchObject({ status: 'skipped', skipReason: 'no_judge' });
    expect(body.summary).toMatchObject({
      cases: 2,
      passed: 1,
      failed: 0,
      skipped: 1,
      passRate: 0.5,
      skippedChecks: 2,
      skipReasons: [{ reason: 'no_judge', checks: 2, cases: 1 }],
    });
    // The run was of the draft: it counts for the version made of it, which it cannot pass.
    const version = await api.as<{ number: number }>(
      'admin',
      'POST',
      `/harnesses/${harness}/versions`,
      {
        body: { message: 'with a judge-only case' },
      },
    );
    const gate = await api.as<{ allowed: boolean; refusal: Record<string, unknown> }>(
      'publisher',
      'GET',
      `/harnesses/${harness}/publish-gate?version=${version.body.number}`,
    );
    expect(gate.body).toMatchObject({
      allowed: false,
      refusal: { code: 'gate.below_threshold', passRate: 0.5, skipped: 1 },
    });
    expect(gate.body.refusal.detail).toContain('1 skipped and not counted as passes');
  });
});
