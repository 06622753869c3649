import { expect, it } from 'vitest';
import {
  createRelaxedSample,
  describeRuntimeApi,
  type RuntimeApiContext,
} from '../../testing/describe-runtime-api';
import {
  askCase,
  answerWith,
  editDraft,
  harnessWithCases,
  followRun,
} from '../../testing/suite-runs';
import { expectProblem } from '../../testing/api-helpers';
import type { Caller } from '../../testing/describe-api';

const SUITE = [
  askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }]),
  askCase('brewing', '这款茶怎么泡', [{ type: 'reply_contains', values: ['90度'] }]),
];
const GOOD = { 你好: '你好，欢迎来到直播间', 这款茶怎么泡: '建议用90度的水冲泡' };
const BAD_BREWING = { 你好: '你好，欢迎来到直播间', 这款茶怎么泡: '用开水直接泡就行' };

interface Run {
  id: string;
  version: number | null;
  status: string;
}

interface GateStatus {
  version: number;
  threshold: number;
  gated: boolean;
  allowed: boolean;
  refusal: Record<string, unknown> | null;
  run: Run | null;
  production: { version: number | null; run: Run | null };
  comparison: (Record<string, unknown> & { base: string; head: string }) | null;
}

const harnessWithSuite = (api: RuntimeApiContext) => harnessWithCases(api, SUITE);

async function newVersion(api: RuntimeApiContext, harness: string): Promise<number> {
  const res = await api.as<{ number: number }>('admin', 'POST', `/harnesses/${harness}/versions`, {
    body: { message: 'next' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.number;
}

/** Runs the suite against a version and waits for the run to finish. */
async function finishedRun(api: RuntimeApiContext, harness: string, version: number) {
  const started = await api.as<Run>('qa', 'POST', `/harnesses/${harness}/test-runs`, {
    body: { target: String(version) },
  });
  expect(started.status, started.text).toBe(202);
  await followRun(api, harness, started.body.id);
  return started.body.id;
}

const gate = (api: RuntimeApiContext, harness: string, query: string, who: Caller = 'publisher') =>
  api.as<GateStatus>(who, 'GET', `/harnesses/${harness}/publish-gate${query}`);

const publish = (api: RuntimeApiContext, harness: string, version: number) =>
  api.as<Record<string, unknown>>('publisher', 'PUT', `/harnesses/${harness}/labels/production`, {
    body: { version, reason: 'release' },
  });

describeRuntimeApi('GET publish-gate', (api) => {
  it('without a run: not allowed, with exactly the refusal the label move answers', async () => {
    const harness = await harnessWithSuite(api);
    const v1 = await newVersion(api, harness);
    const res = await gate(api, harness, `?version=${v1}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      version: v1,
      threshold: 0.95,
      gated: true,
      allowed: false,
      rollback: false,
      leftByRollback: null,
      refusal: expect.objectContaining({ code: 'gate.no_run', version: v1, runId: null }),
      run: null,
      production: { version: null, run: null },
      comparison: null,
    });
    const refused = expectProblem(await publish(api, harness, v1), 409);
    expect(problemExtra(refused)).toEqual(res.body.refusal);
  });

  it(
    'a failing run: below threshold, compared with the run of what production serves',
    { timeout: 20_000 },
    async () => {
      const harness = await harnessWithSuite(api);
      const v1 = await newVersion(api, harness);
      answerWith(api, GOOD);
      const goodRun = await finishedRun(api, harness, v1);
      expect((await publish(api, harness, v1)).status).toBe(200);

      // Runs count for content: v2 must differ from v1, or v1's run would be v2's too.
      await editDraft(api, harness, 'the brewing answer, reworded');
      const v2 = await newVersion(api, harness);
      answerWith(api, BAD_BREWING);
      const badRun = await finishedRun(api, harness, v2);
      const res = await gate(api, harness, `?version=${v2}`, 'qa');
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        version: v2,
        gated: true,
        allowed: false,
        refusal: { code: 'gate.below_threshold', runId: badRun, passRate: 0.5, threshold: 0.95 },
        run: { id: badRun, version: v2, status: 'finished' },
        production: { version: v1, run: { id: goodRun, version: v1 } },
        comparison: {
          base: goodRun,
          head: badRun,
          newlyFailing: ['brewing'],
          newlyPassing: [],
          passRate: { base: 1, head: 0.5 },
        },
      });
      expect(res.body.refusal).toEqual(
        problemExtra(expectProblem(await publish(api, harness, v2), 409)),
      );

      // The version production serves compares with nothing: it is the same run.
      const same = await gate(api, harness, `?version=${v1}`, 'merchant');
      expect(same.status, same.text).toBe(200);
      expect(same.body).toMatchObject({
        allowed: true,
        refusal: null,
        run: { id: goodRun },
        production: { version: v1, run: { id: goodRun } },
        comparison: null,
      });
    },
  );

  it('a passing run: allowed, and the label move goes through', { timeout: 20_000 }, async () => {
    const harness = await harnessWithSuite(api);
    const v1 = await newVersion(api, harness);
    answerWith(api, GOOD);
    const run = await finishedRun(api, harness, v1);
    const res = await gate(api, harness, `?version=${v1}`);
    expect(res.body).toMatchObject({
      gated: true,
      allowed: true,
      refusal: null,
      run: { id: run },
      production: { version: null, run: null },
      comparison: null,
    });
    expect((await publish(api, harness, v1)).status).toBe(200);
  });

  it('a harness without test cases is not gated', async () => {
    const harness = await createRelaxedSample(api);
    const v1 = await newVersion(api, harness);
    const res = await gate(api, harness, `?version=${v1}`, 'ops');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      version: v1,
      threshold: 0.95,
      gated: false,
      allowed: true,
      rollback: false,
      leftByRollback: null,
      refusal: null,
      run: null,
      production: { version: null, run: null },
      comparison: null,
    });
  });

  it('is read by every role that sees the harness; bad and unknown versions get problems', async () => {
    const harness = await harnessWithSuite(api);
    await newVersion(api, harness);
    for (const who of ['merchant', 'ops', 'engineer', 'qa', 'publisher', 'admin'] as const) {
      expect((await gate(api, harness, '?version=1', who)).status, who).toBe(200);
    }
    expectProblem(await gate(api, harness, '?version=1', 'otherMerchant'), 404);
    expectProblem(await gate(api, harness, '?version=1', 'anonymous'), 401);
    for (const query of ['', '?version=', '?version=0', '?version=1.5', '?version=v1']) {
      expectProblem(await gate(api, harness, query), 400, '/query/version');
    }
    expectProblem(await gate(api, harness, '?version=1&label=production'), 400);
    expectProblem(await gate(api, harness, '?version=2'), 404);
    expectProblem(await gate(api, 'no-such-harness', '?version=1'), 404);
  });
});

/** A 409 problem's gate fields: what the refusal in the gate status must equal. */
function problemExtra(problem: object): Record<string, unknown> {
  const {
    type: _t,
    title: _ti,
    status: _s,
    instance: _i,
    ...rest
  } = problem as Record<string, unknown>;
  return rest;
}
