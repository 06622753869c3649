import { expect, it } from 'vitest';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { askCase, harnessWithCases } from '../../testing/suite-runs';
import { expectProblem } from '../../testing/api-helpers';
import { sampleHarness } from '../../../src/harness/sample';
import { readSse } from '../../testing/sse-client';
import { call, text, toolCalls, type RecordedRequest } from '../../testing/model-server';
import type {
  RobustnessArmDetail,
  RobustnessCell,
  RobustnessComparison,
  RobustnessResult,
  RobustnessRun,
} from '../../../src/harness/variants/run-contract';

const SUITE = [
  askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }]),
  askCase('coupon', '有优惠券吗', [
    { type: 'tool_calls', calls: [{ name: 'list_promotions' }], allowExtra: true },
  ]),
];

/**
 * A host that remembered the sample's names: it calls `list_promotions` with the sample's
 * argument names whatever tools it is offered.
 */
function rememberingHost(req: RecordedRequest) {
  const messages = req.body.messages ?? [];
  const last = messages.at(-1);
  if (last?.role === 'tool') return text('新粉有20元券');
  if (String(last?.content).includes('优惠券')) {
    return toolCalls([
      call('list_promotions', { product_id: 'p-longjing-250', viewer_kind: 'new' }),
    ]);
  }
  return text('欢迎来到直播间');
}

interface Schema {
  properties?: Record<string, { description?: string }>;
}
type OfferedTool = { function: { name: string; description?: string; parameters: Schema } };
const PROMOTIONS = sampleHarness.tools!.find((t) => t.name === 'list_promotions')! as {
  description: string;
  parameters: Schema;
};
const VALUES: Record<string, string> = { product_id: 'p-longjing-250', viewer_kind: 'new' };

/** The sample's arguments under whatever names the offered schema gives the same meaning. */
function argumentsByDescription(offered: Schema): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [original, value] of Object.entries(VALUES)) {
    const meaning = PROMOTIONS.parameters.properties?.[original]?.description;
    const name = Object.entries(offered.properties ?? {}).find(
      ([, p]) => p.description === meaning,
    )?.[0];
    if (name) out[name] = value;
  }
  return out;
}

const runs = (harness: string) => `/harnesses/${harness}/robustness-runs`;

async function finished(api: RuntimeApiContext, harness: string, id: string) {
  for (;;) {
    const res = await api.as<RobustnessRun>('merchant', 'GET', `${runs(harness)}/${id}`);
    expect(res.status, res.text).toBe(200);
    if (res.body.status !== 'running') return res.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeRuntimeApi('robustness runs', (api) => {
  it('runs the suite on identity, variants and controls, and reports the drop', async () => {
    const harness = await harnessWithCases(api, SUITE);
    api.model().setFallback(rememberingHost);
    const started = await api.as<RobustnessRun>('qa', 'POST', runs(harness), {
      body: {
        target: 'draft',
        families: ['tool-schemas', 'hooks'],
        variantsPerFamily: 2,
        trials: 2,
        seed: 7,
      },
    });
    expect(started.status, started.text).toBe(202);
    expect(started.headers.get('location')).toBe(`/api/v1${runs(harness)}/${started.body.id}`);
    const armIds = started.body.arms.map((a) => a.id);
    expect(armIds.slice(0, 5)).toEqual([
      'identity',
      'tool-schemas#1',
      'tool-schemas#2',
      'hooks#1',
      'hooks#2',
    ]);
    expect(armIds.slice(5).every((id) => id.startsWith('control:'))).toBe(true);
    expect(started.body.total).toBe(SUITE.length * armIds.length);

    const events = await fetch(
      `${api.baseUrl()}/api/v1${runs(harness)}/${started.body.id}/events`,
      {
        headers: { authorization: `Bearer ${api.token('qa')}` },
      },
    );
    const seen: string[] = [];
    for await (const e of readSse(events)) {
      seen.push(e.event);
      if (e.event === 'done') break;
    }
    expect(seen.filter((e) => e === 'unit')).toHaveLength(started.body.total);

    const run = await finished(api, harness, started.body.id);
    expect(run).toMatchObject({ status: 'finished', done: run.total, trials: 2, seed: 7 });
    const report = run.report!;
    expect(report.identity.passRate).toBe(1);
    expect(report.families.map((f) => f.family)).toEqual(['tool-schemas', 'hooks']);
    const tools = report.families[0]!;
    // Every tool-schemas variant renames list_promotions: the remembered name is refused.
    expect(tools).toMatchObject({ worstPassRate: 0.5, drop: 0.5 });
    expect(tools.low).toBeLessThan(tools.high);
    expect(report.families[1]).toMatchObject({ worstPassRate: 1, drop: 0, significant: false });
    expect(report.arms.find((a) => a.arm === 'identity')).toMatchObject({ passes: 4, n: 4 });
    expect(report.arms.every((a) => a.passHatK !== null)).toBe(true);
    expect(report.endpoints.map((e) => e.endpoint)).toEqual(['default']);

    const cells = await api.as<RobustnessCell[]>(
      'merchant',
      'GET',
      `${runs(harness)}/${run.id}/cells`,
    );
    expect(cells.body).toHaveLength(run.total);
    expect(cells.body).toContainEqual({
      endpoint: 'default',
      arm: 'tool-schemas#1',
      caseId: 'coupon',
      passes: 0,
      trials: 2,
    });

    // The stored turns keep the variant's names; the verdict reads them in the original's.
    const arm = await api.as<RobustnessArmDetail>(
      'merchant',
      'GET',
      `${runs(harness)}/${run.id}/arms/tool-schemas%231`,
    );
    expect(arm.status, arm.text).toBe(200);
    const renamed = Object.entries(arm.body.inverse.tools).find(([, o]) => o === 'list_promotions');
    expect(renamed).toBeDefined();
    const offered = (arm.body.document.tools as { name: string }[]).map((t) => t.name);
    expect(offered).toContain(renamed![0]);
    expect(offered).not.toContain('list_promotions');
    const results = await api.as<RobustnessResult[]>(
      'merchant',
      'GET',
      `${runs(harness)}/${run.id}/results?arm=tool-schemas%231&caseId=coupon`,
    );
    expect(results.body).toHaveLength(1);
    expect(results.body[0]!.records[0]!.toolCalls[0]!.name).toBe('list_promotions');
    expect(results.body[0]!.evaluation.pass).toBe(false);

    const diff = await api.as<{ changes: { kind: string }[] }>(
      'merchant',
      'GET',
      `${runs(harness)}/${run.id}/arms/tool-schemas%231/diff`,
    );
    expect(diff.status, diff.text).toBe(200);
    expect(new Set(diff.body.changes.map((c) => c.kind)).has('tool')).toBe(true);

    // A host that reads what it is offered closes the gap; the comparison says so.
    api.model().setFallback((req) => {
      const offered = (req.body.tools as OfferedTool[] | undefined)?.find(
        (t) => t.function.description === PROMOTIONS.description,
      )?.function;
      const last = req.body.messages?.at(-1);
      if (last?.role === 'tool') return text('新粉有20元券');
      if (String(last?.content).includes('优惠券') && offered) {
        return toolCalls([call(offered.name, argumentsByDescription(offered.parameters))]);
      }
      return text('欢迎来到直播间');
    });
    const second = await api.as<RobustnessRun>('qa', 'POST', runs(harness), {
      body: {
        target: 'draft',
        families: ['tool-schemas'],
        variantsPerFamily: 2,
        trials: 2,
        seed: 7,
      },
    });
    expect(second.status, second.text).toBe(202);
    const head = await finished(api, harness, second.body.id);
    const compared = await api.as<RobustnessComparison>(
      'merchant',
      'GET',
      `${runs(harness)}/${run.id}/compare?base=${head.id}`,
    );
    expect(compared.status, compared.text).toBe(200);
    const family = compared.body.families.find((f) => f.family === 'tool-schemas')!;
    expect(family.change).toBeLessThan(0);
    expect(compared.body.families.find((f) => f.family === 'hooks')).toMatchObject({
      head: expect.anything(),
      base: null,
      worse: false,
    });

    const listed = await api.as<RobustnessRun[]>('merchant', 'GET', `${runs(harness)}?limit=1`);
    expect(listed.body.map((r) => r.id)).toEqual([head.id]);
  });

  it('refuses bad requests with a pointer to the field', async () => {
    const harness = await harnessWithCases(api, SUITE);
    const post = (body: Record<string, unknown>) =>
      api.as('qa', 'POST', runs(harness), {
        body: { target: 'draft', variantsPerFamily: 1, trials: 1, seed: 1, ...body },
      });
    expectProblem(await post({ families: ['tool-names'] }), 400, '/families/0');
    expectProblem(await post({ variantsPerFamily: 11 }), 400, '/variantsPerFamily');
    expectProblem(await post({ trials: 0 }), 400, '/trials');
    expectProblem(await post({ seed: -1 }), 400, '/seed');
    expectProblem(await post({ endpoint: 'default', endpoints: ['large'] }), 400, '/endpoints');
    expectProblem(await post({ endpoints: ['default', 'nowhere'] }), 400, '/endpoints/1');
    expectProblem(await post({ target: 'label:nowhere' }), 400, '/target');
    expectProblem(
      await api.as('merchant', 'POST', runs(harness), {
        body: { target: 'draft', variantsPerFamily: 1, trials: 1, seed: 1 },
      }),
      403,
    );

    const empty = await harnessWithCases(api, []);
    const refused = await api.as('qa', 'POST', runs(empty), {
      body: { target: 'draft', variantsPerFamily: 1, trials: 1, seed: 1 },
    });
    expectProblem(refused, 409, '/target');

    const missing = '00000000-0000-4000-8000-000000000000';
    expectProblem(await api.as('qa', 'GET', `${runs(harness)}/${missing}`), 404);
    expectProblem(await api.as('qa', 'GET', `${runs(harness)}/not-a-run`), 400, '/params/runId');
  });

  it('cancels a run and reports what it finished', async () => {
    const harness = await harnessWithCases(api, SUITE);
    api.model().setFallback(() => text('欢迎', { firstTokenDelayMs: 200 }));
    const started = await api.as<RobustnessRun>('qa', 'POST', runs(harness), {
      body: { target: 'draft', variantsPerFamily: 3, trials: 1, seed: 2, concurrency: 1 },
    });
    expect(started.status, started.text).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 700));
    const cancelled = await api.as<RobustnessRun>(
      'qa',
      'POST',
      `${runs(harness)}/${started.body.id}/cancel`,
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect(cancelled.body.done).toBeLessThan(cancelled.body.total);
    expect(cancelled.body.report?.arms.find((a) => a.arm === 'identity')?.n).toBeGreaterThan(0);
    const again = await api.as('qa', 'POST', `${runs(harness)}/${started.body.id}/cancel`);
    expectProblem(again, 409);
    const arm = await api.as('qa', 'GET', `${runs(harness)}/${started.body.id}/arms/nope`);
    expectProblem(arm, 400, '/armId');
  });
});
