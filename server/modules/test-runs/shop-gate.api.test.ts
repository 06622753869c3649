import { expect, it } from 'vitest';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { askCase, followRun } from '../../testing/suite-runs';
import { expectProblem, sampleDocument, type ProblemBody } from '../../testing/api-helpers';
import { uniqueId } from '../../db/testing/describe-each-database';
import { text, type RecordedRequest } from '../../testing/model-server';

const SUITE = [askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }])];

/** Welcomes every viewer, except in a host whose prompt names `shopName` when `rude`. */
const host = (rude: boolean) => (req: RecordedRequest) => {
  const system = String(req.body.messages?.[0]?.content ?? '');
  return text(rude && system.includes('茶A小店') ? '嗯' : '欢迎来到直播间');
};

async function baseWithSampleShop(api: RuntimeApiContext): Promise<string> {
  const id = uniqueId('sg');
  const document = sampleDocument();
  for (const hook of document.hooks ?? []) hook.timeoutMs = 2_000;
  document.settings = { ...document.settings, testShops: ['tea-a'] };
  const created = await api.as('admin', 'POST', '/harnesses', { body: { id, document } });
  expect(created.status, created.text).toBe(201);
  const shop = await api.as('admin', 'POST', `/harnesses/${id}/shops`, {
    body: { shopId: 'tea-a', name: '茶A小店', tags: [] },
  });
  expect(shop.status, shop.text).toBe(201);
  for (const c of SUITE) {
    const res = await api.as('qa', 'PUT', `/harnesses/${id}/test-cases/${c.id}`, { body: c });
    expect(res.status, res.text).toBe(201);
  }
  return id;
}

async function run(api: RuntimeApiContext, harness: string, body: Record<string, unknown>) {
  const started = await api.as<{ id: string; shop: string | null }>(
    'qa',
    'POST',
    `/harnesses/${harness}/test-runs`,
    { body },
  );
  expect(started.status, started.text).toBe(202);
  await followRun(api, harness, started.body.id);
  return started.body;
}

const publish = (api: RuntimeApiContext, harness: string, version: number) =>
  api.as('publisher', 'PUT', `/harnesses/${harness}/labels/production`, {
    body: { version, reason: 'release' },
  });

type Refusal = ProblemBody & { code: string; shop?: string; runId: string | null };

describeRuntimeApi('the publish gate on sample shops', (api) => {
  it("holds production until each sample shop's host passes the suite", async () => {
    const harness = await baseWithSampleShop(api);
    const v1 = await api.as<{ number: number }>('admin', 'POST', `/harnesses/${harness}/versions`, {
      body: { message: 'v1' },
    });
    const version = v1.body.number;
    api.model().setFallback(host(true));
    const base = await run(api, harness, { target: String(version) });
    expect(base.shop).toBeNull();

    const noRun = expectProblem(await publish(api, harness, version), 409) as Refusal;
    expect(noRun).toMatchObject({ code: 'gate.shop_no_run', shop: 'tea-a', runId: null });

    // The shop's host names the shop in its prompt; this host fails it there.
    const failing = await run(api, harness, { target: String(version), shop: 'tea-a' });
    expect(failing.shop).toBe('tea-a');
    const below = expectProblem(await publish(api, harness, version), 409) as Refusal;
    expect(below).toMatchObject({
      code: 'gate.shop_below_threshold',
      shop: 'tea-a',
      runId: failing.id,
    });

    api.model().setFallback(host(false));
    await run(api, harness, { target: String(version), shop: 'tea-a' });
    // The base's own latest run still counts as the base's: the shop's runs do not replace it.
    expect((await publish(api, harness, version)).status).toBe(200);

    expectProblem(
      await api.as('qa', 'POST', `/harnesses/${harness}/test-runs`, {
        body: { target: 'draft', shop: 'no-such-shop' },
      }),
      400,
      '/shop',
    );
    expectProblem(
      await api.as('qa', 'POST', `/harnesses/${harness}/test-runs`, {
        body: { target: 'draft', shop: 'Not A Shop' },
      }),
      400,
      '/shop',
    );
  });
});
