import { expect, it } from 'vitest';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { askCase, followRun } from '../../testing/suite-runs';
import { expectProblem, sampleDocument, type ProblemBody } from '../../testing/api-helpers';
import { uniqueId } from '../../db/testing/describe-each-database';
import { call, text, toolCalls, type RecordedRequest } from '../../testing/model-server';
import type { RobustnessRun } from '../../../src/harness/variants/run-contract';

const SUITE = [
  askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }]),
  askCase('coupon', '有优惠券吗', [
    { type: 'tool_calls', calls: [{ name: 'list_promotions' }], allowExtra: true },
  ]),
];

/** Calls the sample's tool by its sample name whatever it is offered. */
function rememberingHost(req: RecordedRequest) {
  const last = req.body.messages?.at(-1);
  if (last?.role === 'tool') return text('新粉有20元券，欢迎');
  if (String(last?.content).includes('优惠券')) {
    return toolCalls([
      call('list_promotions', { product_id: 'p-longjing-250', viewer_kind: 'new' }),
    ]);
  }
  return text('欢迎来到直播间');
}

/** A sample harness whose settings ask for at most `maxDrop` points under variants. */
async function gatedHarness(api: RuntimeApiContext, maxDrop: number): Promise<string> {
  const id = uniqueId('rg');
  const document = sampleDocument();
  for (const hook of document.hooks ?? []) hook.timeoutMs = 2_000;
  document.settings = { ...document.settings, robustness: { maxDrop } };
  const created = await api.as('admin', 'POST', '/harnesses', { body: { id, document } });
  expect(created.status, created.text).toBe(201);
  for (const c of SUITE) {
    const res = await api.as('qa', 'PUT', `/harnesses/${id}/test-cases/${c.id}`, { body: c });
    expect(res.status, res.text).toBe(201);
  }
  return id;
}

async function robustnessRun(api: RuntimeApiContext, harness: string, target: string) {
  const started = await api.as<RobustnessRun>(
    'qa',
    'POST',
    `/harnesses/${harness}/robustness-runs`,
    {
      body: { target, families: ['tool-schemas'], variantsPerFamily: 1, trials: 2, seed: 3 },
    },
  );
  expect(started.status, started.text).toBe(202);
  for (;;) {
    const run = await api.as<RobustnessRun>(
      'qa',
      'GET',
      `/harnesses/${harness}/robustness-runs/${started.body.id}`,
    );
    if (run.body.status !== 'running') return run.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const publish = (api: RuntimeApiContext, harness: string, version: number, override?: string) =>
  api.as('admin', 'PUT', `/harnesses/${harness}/labels/production`, {
    body: { version, reason: 'release', ...(override ? { override: { reason: override } } : {}) },
  });

describeRuntimeApi('robustness gate', (api) => {
  it('holds production until a robustness run stays within settings.robustness.maxDrop', async () => {
    const harness = await gatedHarness(api, 10);
    const version = await api.as<{ number: number }>(
      'admin',
      'POST',
      `/harnesses/${harness}/versions`,
      {
        body: { message: 'v1' },
      },
    );
    expect(version.status, version.text).toBe(201);
    const v1 = version.body.number;
    api.model().setFallback(rememberingHost);
    const tests = await api.as<{ id: string }>('qa', 'POST', `/harnesses/${harness}/test-runs`, {
      body: { target: String(v1) },
    });
    await followRun(api, harness, tests.body.id);

    // The suite passes; the robustness rule still waits for a run.
    const noRun = expectProblem(await publish(api, harness, v1), 409) as ProblemBody & {
      code: string;
    };
    expect(noRun.code).toBe('gate.robustness_no_run');

    const run = await robustnessRun(api, harness, String(v1));
    expect(run.report!.families[0]!.drop).toBe(0.5);
    const refused = expectProblem(await publish(api, harness, v1), 409) as ProblemBody & {
      code: string;
      drop: number;
      maxDrop: number;
      runId: string;
    };
    expect(refused).toMatchObject({
      code: 'gate.robustness_drop',
      drop: 50,
      maxDrop: 10,
      runId: run.id,
    });
    expect(refused.detail).toContain('tool-schemas');

    const gate = await api.as<{ allowed: boolean; refusal: { code: string } }>(
      'qa',
      'GET',
      `/harnesses/${harness}/publish-gate?version=${v1}`,
    );
    expect(gate.body).toMatchObject({ allowed: false, refusal: { code: 'gate.robustness_drop' } });

    // An admin may override; the audit keeps why.
    const forced = await publish(api, harness, v1, 'known gap, fine-tune next week');
    expect(forced.status, forced.text).toBe(200);
    const audit = await api.as<{ items: { action: string; before: { code: string } }[] }>(
      'admin',
      'GET',
      `/audit?harnessId=${harness}`,
    );
    expect(audit.body.items.find((e) => e.action === 'gate.override')?.before.code).toBe(
      'gate.robustness_drop',
    );
  });
});
