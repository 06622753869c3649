import { expect, it } from 'vitest';
import type { HarnessOverview, HarnessSummary, ModelStatus } from '../../../src/harness/overview';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { askCase, answerWith, harnessWithCases, followRun } from '../../testing/suite-runs';
import { expectProblem, readEntity } from '../../testing/api-helpers';
import type { Caller } from '../../testing/describe-api';
import { SAMPLE_PENDING_PROMOTION } from '../../sample-history';
import { appendAudit } from '../audit/audit-store';

const SUITE = [askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }])];

const overview = (api: RuntimeApiContext, id: string, who: Caller = 'qa') =>
  api.as<HarnessOverview>(who, 'GET', `/harnesses/${id}/overview`);

const summaries = async (api: RuntimeApiContext, who: Caller) => {
  const res = await api.as<{ items: HarnessSummary[] }>(who, 'GET', '/harness-summaries?limit=100');
  expect(res.status, res.text).toBe(200);
  return res.body.items;
};

describeRuntimeApi('the first screens: harness summaries and one harness overview', (api) => {
  it("the seeded sample: v1 served by both labels, the draft's pending change, the gate waiting", async () => {
    const res = await overview(api, 'sample');
    expect(res.status, res.text).toBe(200);
    const o = res.body;
    expect(o.labels.map((l) => [l.name, l.version, l.updatedBy])).toEqual([
      ['production', 1, 'system'],
      ['staging', 1, 'system'],
    ]);
    expect(o.latestVersion).toMatchObject({ number: 1, author: 'system' });
    expect(o.draft).toEqual({
      against: 1,
      differs: true,
      changes: [{ kind: 'promotion', added: 0, changed: 1, removed: 0, moved: 0 }],
    });
    expect(o.endpoint).toBe('default');
    expect(o.cases).toBeGreaterThanOrEqual(30);
    // The draft is no version yet: publishing it means a version, then a passing run.
    expect(o.gate).toMatchObject({ gated: true, version: null, allowed: false, refusal: null });
    expect(o.latestRun).toBeNull();
    expect(o.latestRobustnessRun).toBeNull();
    expect(o.activity?.[0]).toMatchObject({
      actor: 'system',
      action: 'entity.update',
      entity: `promotion/${SAMPLE_PENDING_PROMOTION}`,
    });
    expect(o.activity?.map((e) => e.action)).toContain('sample.seed');
  });

  it('respects roles: a merchant sees its harness without the audit, another shop gets 404', async () => {
    const own = await overview(api, 'sample', 'merchant');
    expect(own.status, own.text).toBe(200);
    expect(own.body.activity).toBeNull();
    expectProblem(await overview(api, 'sample', 'otherMerchant'), 404);
    expectProblem(await api.as('anonymous', 'GET', '/harnesses/sample/overview'), 401);
    expect((await summaries(api, 'merchant')).map((h) => h.id)).toContain('sample');
    expect((await summaries(api, 'otherMerchant')).map((h) => h.id)).not.toContain('sample');
  });

  it('a harness never published: nothing to compare, resolved is a 409, the gate judges the version the draft is', async () => {
    const harness = await harnessWithCases(api, SUITE);
    const fresh = await overview(api, harness);
    expect(fresh.body.draft).toEqual({ against: null, differs: null, changes: [] });
    expect(fresh.body.gate).toMatchObject({ gated: true, version: null, allowed: false });
    expectProblem(
      await api.as('qa', 'GET', `/harnesses/${harness}/resolved?label=production`),
      409,
    );

    const v1 = await api.as<{ number: number }>('admin', 'POST', `/harnesses/${harness}/versions`, {
      body: { message: 'first' },
    });
    expect(v1.status, v1.text).toBe(201);
    const noRun = await overview(api, harness);
    expect(noRun.body.gate).toMatchObject({
      version: 1,
      allowed: false,
      refusal: { code: 'gate.no_run', version: 1 },
    });

    answerWith(api, { 你好: '你好，欢迎来到直播间' });
    const started = await api.as<{ id: string }>('qa', 'POST', `/harnesses/${harness}/test-runs`, {
      body: { target: '1' },
    });
    expect(started.status, started.text).toBe(202);
    await followRun(api, harness, started.body.id);
    const passed = await overview(api, harness);
    expect(passed.body.gate).toEqual({
      gated: true,
      threshold: expect.any(Number),
      version: 1,
      allowed: true,
      rollback: false,
      leftByRollback: null,
      refusal: null,
    });
    expect(passed.body.latestRun).toMatchObject({
      id: started.body.id,
      version: 1,
      passRate: 1,
      passed: 1,
      cases: 1,
    });
    // What the gate says is what the label move does.
    const moved = await api.as('publisher', 'PUT', `/harnesses/${harness}/labels/production`, {
      body: { version: 1, reason: 'release' },
    });
    expect(moved.status, moved.text).toBe(200);
    const listed = (await summaries(api, 'qa')).find((h) => h.id === harness);
    expect(listed?.labels.find((l) => l.name === 'production')?.version).toBe(1);
    expect(listed?.draft).toEqual({ against: 1, differs: false, changes: [] });
    expect(listed?.latestRun?.passRate).toBe(1);
    // The home page keeps its comparisons; a draft write anywhere is seen at once.
    const sale = await readEntity(api, harness, 'promotion', 'baicha-flash-sale');
    const saved = await api.as(
      'ops',
      'PUT',
      `/harnesses/${harness}/draft/entities/promotion/baicha-flash-sale`,
      {
        body: { ...sale.value, name: '寿眉饼秒杀加场' },
        headers: { 'if-match': `"${sale.revision}"` },
      },
    );
    expect(saved.status, saved.text).toBe(200);
    const relisted = (await summaries(api, 'qa')).find((h) => h.id === harness);
    expect(relisted?.draft).toEqual({
      against: 1,
      differs: true,
      changes: [{ kind: 'promotion', added: 0, changed: 1, removed: 0, moved: 0 }],
    });
    const sample = (await summaries(api, 'qa')).find((h) => h.id === 'sample');
    expect(sample?.draft.differs).toBe(true);
  });

  it("shows a guardrail's rollback of the last days, to roles that read experiment reports", async () => {
    const harness = await harnessWithCases(api, SUITE);
    const breach = {
      guardrail: { kind: 'error_rate', maxIncrease: 0.05 },
      estimate: 0.8,
      low: 0.6,
      high: 0.95,
      breached: true,
      summary: 'Error rate 80.00% (v2) vs 0.00% (v1)',
    };
    const after = {
      at: '2026-12-03T06:00:00.000Z',
      moveId: 7,
      fromSplit: { version: 2, percent: 50 },
    };
    // As the rollback writes it (server/modules/experiments/rollback.ts), and a system record
    // of another kind that must not show.
    await appendAudit(api.db(), {
      actor: 'system',
      harnessId: harness,
      action: 'experiment.rollback',
      entity: 'label/staging',
      before: { version: 1, split: { version: 2, percent: 50 } },
      after: { ...after, breaches: [breach] },
    });
    await appendAudit(api.db(), {
      actor: 'system',
      harnessId: harness,
      action: 'label.move',
      entity: 'label/staging',
      before: null,
      after: null,
    });
    const res = await overview(api, harness);
    expect(res.status, res.text).toBe(200);
    expect(res.body.rollbacks).toEqual([
      { ...after, breaches: [breach], label: 'staging', control: 1 },
    ]);
    expect((await overview(api, 'sample', 'qa')).body.rollbacks).toEqual([]);
    expect((await overview(api, 'sample', 'merchant')).body.rollbacks).toBeNull();
  });

  it('says whether the model server behind an endpoint answers, never where it is', async () => {
    const up = await api.as<ModelStatus>('qa', 'GET', '/model-endpoints/default/status');
    expect(up.body).toEqual({
      endpoint: 'default',
      configured: true,
      reachable: true,
      model: 'test-model',
    });
    const down = await api.as<ModelStatus>('qa', 'GET', '/model-endpoints/down/status');
    expect(down.body).toMatchObject({ configured: true, reachable: false });
    expect(down.text).not.toContain('127.0.0.1');
    const unknown = await api.as<ModelStatus>('qa', 'GET', '/model-endpoints/nowhere/status');
    expect(unknown.body).toMatchObject({ configured: false, reachable: false });
    expectProblem(
      await api.as('qa', 'GET', `/model-endpoints/${'x'.repeat(65)}/status`),
      400,
      '/params/name',
    );
  });

  it('refuses bad paging with a pointer, never a 500', async () => {
    expectProblem(await api.as('qa', 'GET', '/harness-summaries?limit=0'), 400, '/query/limit');
    expectProblem(
      await api.as('qa', 'GET', '/harness-summaries?archived=maybe'),
      400,
      '/query/archived',
    );
    expectProblem(await overview(api, 'no-such-harness'), 404);
  });
});
