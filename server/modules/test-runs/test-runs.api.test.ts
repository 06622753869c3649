import { expect, it } from 'vitest';
import {
  createRelaxedSample,
  describeRuntimeApi,
  type RuntimeApiContext,
} from '../../testing/describe-runtime-api';
import { askCase, answerWith, followRun } from '../../testing/suite-runs';
import { expectProblem } from '../../testing/api-helpers';
import { text } from '../../testing/model-server';
import { markInterrupted } from './test-run-store';

const SUITE = [
  askCase('greets', '你好', [
    { type: 'no_tool_call' },
    { type: 'reply_contains', values: ['欢迎'] },
  ]),
  askCase('brewing', '这款茶怎么泡', [{ type: 'reply_contains', values: ['90度'] }]),
  // "Not contains" alone never makes a pass (a blocked reply meets it): it asks about returns too.
  askCase('returns', '可以退货吗', [
    { type: 'reply_contains', values: ['退'] },
    { type: 'reply_not_contains', values: ['不能'] },
  ]),
];

interface RunBody {
  id: string;
  status: string;
  version: number | null;
  done: number;
  total: number;
  summary: { passed: number; failed: number; passRate: number } | null;
  cases: {
    caseId: string;
    evaluation: { pass: boolean; trials: { reply: string | null }[] };
    records: { reply: string | null; outcome: string }[];
  }[];
}

async function finishedRun(api: RuntimeApiContext, harness: string, id: string) {
  // Follow the progress stream to its end, then read the stored run.
  const events = await followRun(api, harness, id);
  expect(events.filter((e) => e === 'case')).toHaveLength(SUITE.length);
  expect(events.at(-1)).toBe('done');
  const run = await api.as<RunBody>('merchant', 'GET', `/harnesses/${harness}/test-runs/${id}`);
  expect(run.status).toBe(200);
  return run.body;
}

const verdicts = (run: RunBody) =>
  Object.fromEntries(run.cases.map((c) => [c.caseId, c.evaluation.pass]));

describeRuntimeApi('test runs', (api) => {
  it('runs the suite, gives each case its verdict, and compares two runs', async () => {
    const harness = await createRelaxedSample(api);
    for (const c of SUITE) {
      const res = await api.as('qa', 'PUT', `/harnesses/${harness}/test-cases/${c.id}`, {
        body: c,
      });
      expect(res.status, res.text).toBe(201);
    }
    const version = await api.as<{ number: number }>(
      'admin',
      'POST',
      `/harnesses/${harness}/versions`,
      {
        body: { message: 'v1' },
      },
    );
    expect(version.status, version.text).toBe(201);

    answerWith(api, {
      你好: '你好，欢迎来到直播间',
      这款茶怎么泡: '用开水直接泡就行',
      可以退货吗: '支持七天无理由退货',
    });
    const first = await api.as<{ id: string; version: number | null }>(
      'qa',
      'POST',
      `/harnesses/${harness}/test-runs`,
      { body: { target: String(version.body.number), concurrency: 3 } },
    );
    expect(first.status, first.text).toBe(202);
    expect(first.body.version).toBe(version.body.number);
    const one = await finishedRun(api, harness, first.body.id);
    expect(one).toMatchObject({ status: 'finished', done: 3, total: 3, version: 1 });
    expect(verdicts(one)).toEqual({ greets: true, brewing: false, returns: true });
    expect(one.summary).toMatchObject({ passed: 2, failed: 1 });
    expect(one.cases.find((c) => c.caseId === 'greets')!.records[0]).toMatchObject({
      reply: '你好，欢迎来到直播间',
      outcome: 'reply',
    });

    answerWith(api, {
      你好: '你好，欢迎光临',
      这款茶怎么泡: '建议用90度的水冲泡',
      可以退货吗: '这款不能退货',
    });
    const second = await api.as<{ id: string; version: number | null }>(
      'engineer',
      'POST',
      `/harnesses/${harness}/test-runs`,
      { body: { target: 'draft' } },
    );
    expect(second.status, second.text).toBe(202);
    expect(second.body.version).toBeNull();
    const two = await finishedRun(api, harness, second.body.id);
    expect(verdicts(two)).toEqual({ greets: true, brewing: true, returns: false });

    const compared = await api.as<Record<string, unknown>>(
      'merchant',
      'GET',
      `/harnesses/${harness}/test-runs/${two.id}/compare?base=${one.id}`,
    );
    expect(compared.status, compared.text).toBe(200);
    expect(compared.body).toMatchObject({
      newlyFailing: ['returns'],
      newlyPassing: ['brewing'],
      stillFailing: [],
      answersChanged: ['greets', 'brewing', 'returns'],
    });

    const list = await api.as<{ id: string }[]>('qa', 'GET', `/harnesses/${harness}/test-runs`);
    expect(list.body.map((r) => r.id)).toEqual([two.id, one.id]);
    // An ended run cannot be cancelled again.
    expectProblem(
      await api.as('qa', 'POST', `/harnesses/${harness}/test-runs/${one.id}/cancel`),
      409,
    );
  });

  it('gates production: no run, a failing run, an admin override with a reason', async () => {
    const harness = await createRelaxedSample(api);
    for (const c of SUITE) {
      await api.as('qa', 'PUT', `/harnesses/${harness}/test-cases/${c.id}`, { body: c });
    }
    await api.as('admin', 'POST', `/harnesses/${harness}/versions`, { body: { message: 'v1' } });
    const publish = (who: 'publisher' | 'admin', extra: Record<string, unknown> = {}) =>
      api.as<Record<string, unknown>>(who, 'PUT', `/harnesses/${harness}/labels/production`, {
        body: { version: 1, reason: 'release', ...extra },
      });

    const noRun = expectProblem(await publish('publisher'), 409);
    expect(noRun).toMatchObject({ code: 'gate.no_run', version: 1, threshold: 0.95 });
    expect(noRun.detail).toContain('no finished test run');
    // Staging is not gated.
    const staged = await api.as('publisher', 'PUT', `/harnesses/${harness}/labels/staging`, {
      body: { version: 1, reason: 'try' },
    });
    expect(staged.status, staged.text).toBe(200);

    answerWith(api, {
      你好: '你好，欢迎来到直播间',
      这款茶怎么泡: '用开水直接泡就行',
      可以退货吗: '支持七天无理由退货',
    });
    const run = await api.as<{ id: string }>('qa', 'POST', `/harnesses/${harness}/test-runs`, {
      body: { target: 'label:staging' },
    });
    expect(run.status, run.text).toBe(202);
    await finishedRun(api, harness, run.body.id);

    const below = expectProblem(await publish('publisher'), 409);
    expect(below).toMatchObject({ code: 'gate.below_threshold', runId: run.body.id });
    expect(below.detail).toContain('66.7%');
    expect(below.detail).toContain('95%');

    expectProblem(await publish('publisher', { override: { reason: 'hotfix' } }), 403);
    expectProblem(await publish('admin', { override: { reason: '' } }), 400, '/override/reason');
    const overridden = await publish('admin', {
      override: { reason: 'Hotfix for a live outage; brewing answer fixed next.' },
    });
    expect(overridden.status, overridden.text).toBe(200);
    const audit = await api.as<{ items: { action: string; after: { reason: string } }[] }>(
      'admin',
      'GET',
      `/audit?harnessId=${harness}`,
    );
    const record = audit.body.items.find((e) => e.action === 'gate.override');
    expect(record?.after.reason).toBe('Hotfix for a live outage; brewing answer fixed next.');

    // A passing run opens the gate without an override.
    answerWith(api, {
      你好: '你好，欢迎',
      这款茶怎么泡: '90度水温最合适',
      可以退货吗: '可以的',
    });
    const good = await api.as<{ id: string }>('qa', 'POST', `/harnesses/${harness}/test-runs`, {
      body: { target: '1' },
    });
    await finishedRun(api, harness, good.body.id);
    const ok = await publish('publisher');
    expect(ok.status, ok.text).toBe(200);
  });

  it('cancels a running run, keeping the cases done; a restart marks left-over runs interrupted', async () => {
    const harness = await createRelaxedSample(api);
    for (const c of SUITE) {
      await api.as('qa', 'PUT', `/harnesses/${harness}/test-cases/${c.id}`, { body: c });
    }
    // A slow model: the run is still going when the cancel arrives.
    api.model().setFallback(() => text('你好，欢迎', { firstTokenDelayMs: 400 }));
    const started = await api.as<{ id: string }>('qa', 'POST', `/harnesses/${harness}/test-runs`, {
      body: { target: 'draft', concurrency: 1 },
    });
    expect(started.status).toBe(202);
    const cancelled = await api.as<{ status: string; done: number; total: number }>(
      'qa',
      'POST',
      `/harnesses/${harness}/test-runs/${started.body.id}/cancel`,
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.done).toBeLessThan(cancelled.body.total);

    const leftOver = crypto.randomUUID();
    await api.db().run(
      `INSERT INTO test_runs (id, harness_id, target, version, status, total, done, created_at, created_by)
       VALUES (?, ?, 'draft', NULL, 'running', 3, 1, ?, 'qa')`,
      [leftOver, harness, '2020-01-01T00:00:00.000Z'],
    );
    expect(await markInterrupted(api.db(), new Date().toISOString())).toBeGreaterThanOrEqual(1);
    const run = await api.as<{ status: string }>(
      'qa',
      'GET',
      `/harnesses/${harness}/test-runs/${leftOver}`,
    );
    expect(run.body.status).toBe('interrupted');
  });

  it('refuses bad runs with pointers', async () => {
    const harness = await createRelaxedSample(api);
    const runs = `/harnesses/${harness}/test-runs`;
    // No cases yet.
    expectProblem(await api.as('qa', 'POST', runs, { body: { target: 'draft' } }), 409);
    await api.as('qa', 'PUT', `/harnesses/${harness}/test-cases/greets`, { body: SUITE[0] });
    expectProblem(await api.as('qa', 'POST', runs, { body: { target: 'v1' } }), 400, '/target');
    expectProblem(await api.as('qa', 'POST', runs, { body: { target: '42' } }), 400, '/target');
    expectProblem(
      await api.as('qa', 'POST', runs, { body: { target: 'label:nope' } }),
      400,
      '/target',
    );
    expectProblem(
      await api.as('qa', 'POST', runs, { body: { target: 'draft', concurrency: 0 } }),
      400,
      '/concurrency',
    );
    expectProblem(
      await api.as('qa', 'POST', runs, { body: { target: 'draft', concurrency: 9 } }),
      400,
      '/concurrency',
    );
    expectProblem(
      await api.as('qa', 'POST', runs, { body: { target: 'draft', endpoint: 'nowhere' } }),
      400,
      '/endpoint',
    );
    expectProblem(await api.as('qa', 'POST', runs, { body: { target: 'draft', extra: 1 } }), 400);
    expectProblem(await api.as('merchant', 'POST', runs, { body: { target: 'draft' } }), 403);
    expectProblem(await api.as('qa', 'GET', `${runs}/not-a-run`), 400, '/params/runId');
    expectProblem(await api.as('qa', 'GET', `${runs}/${crypto.randomUUID()}`), 404);
    expectProblem(
      await api.as('qa', 'GET', `${runs}/${crypto.randomUUID()}/compare?base=x`),
      400,
      '/query/base',
    );
  });
});
