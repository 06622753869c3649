import { beforeAll, expect, it } from 'vitest';
import type { Page } from '../../../src/harness';
import type { Label } from '../../../src/harness/records';
import type { TraceSummary } from '../../../src/harness/traces';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { text } from '../../testing/model-server';
import { bucketOf } from '../../../src/harness/split';
import { agentClient, ask, publishedHarness } from '../agent/agent-testing';
import { addShop } from '../delivery/shop-testing';

type Who = Parameters<RuntimeApiContext['as']>[0];

async function traces(api: RuntimeApiContext, id: string, query = '', who: Who = 'qa') {
  await api.studio().deps.traceCapture.flush();
  const res = await api.as<Page<TraceSummary>>(who, 'GET', `/harnesses/${id}/traces${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body.items;
}

describeRuntimeApi('production traces of shops’ hosts and split arms', (api) => {
  let id = '';
  beforeAll(async () => {
    id = await publishedHarness(api);
    await addShop(api.db(), id, { shopId: 'tea-b', name: '茶B旗舰店' });
  });

  it('keeps the shop whose host ran; a merchant reads only its own shop’s', async () => {
    api.model().enqueue(text('欢迎！'), text('欢迎！'));
    await agentClient(api, id, { defaultQuery: { shop: 'tea-b' } }).chat.completions.create(
      ask('你好'),
    );
    // The merchant of shanlan-tea runs its own shop's host on the base.
    await agentClient(api, id, {
      apiKey: api.token('merchant'),
      defaultQuery: { shop: 'shanlan-tea' },
    }).chat.completions.create(ask('在吗'));
    const all = await traces(api, id);
    expect(all.map((t) => [t.shop, t.question])).toEqual([
      ['shanlan-tea', '在吗'],
      ['tea-b', '你好'],
    ]);
    expect((await traces(api, id, '?shop=tea-b')).map((t) => t.question)).toEqual(['你好']);
    const own = await traces(api, id, '', 'merchant');
    expect(own.map((t) => t.shop)).toEqual(['shanlan-tea']);
    // Asking for another shop is asking for nothing; that shop's trace stays hidden.
    expect(await traces(api, id, '?shop=tea-b', 'merchant')).toEqual([]);
    const other = all.find((t) => t.shop === 'tea-b')!;
    const hidden = await api.as('merchant', 'GET', `/harnesses/${id}/traces/${other.id}`);
    expect(hidden.status).toBe(404);
    const mine = all.find((t) => t.shop === 'shanlan-tea')!;
    const read = await api.as('merchant', 'GET', `/harnesses/${id}/traces/${mine.id}`);
    expect(read.status, read.text).toBe(200);
    // A merchant does not write test cases.
    const save = await api.as('merchant', 'POST', `/harnesses/${id}/traces/${mine.id}/test-case`, {
      body: { id: 'm', name: 'm', expectations: [{ type: 'no_tool_call' }] },
    });
    expect(save.status).toBe(403);
  });

  it('keeps the split arm each viewer was served, by the split’s own bucket', async () => {
    const moved = await api.as('engineer', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 2, split: { version: 1, percent: 50 }, reason: 'A/B' },
    });
    expect(moved.status, moved.text).toBe(200);
    // Bucketed with the experiment's salt, as the split itself is.
    const { salt } = (moved.body as { label: Label }).label.split!;
    // 16 viewers: with a fresh salt, both sides get some but for a 1 in 30,000 chance.
    const viewers = Array.from({ length: 16 }, (_, i) => `v-${i + 1}`);
    const inSplit = viewers.filter((v) => bucketOf(v, salt) < 50);
    expect(inSplit.length).toBeGreaterThan(0);
    expect(inSplit.length).toBeLessThan(viewers.length);
    const client = agentClient(api, id);
    for (const user of viewers) {
      api.model().enqueue(text('好的。'));
      await client.chat.completions.create({ ...ask('好的'), model: 'staging', user });
    }
    const split = await traces(api, id, '?label=staging&arm=treatment');
    const control = await traces(api, id, '?label=staging&arm=control');
    expect(split).toHaveLength(inSplit.length);
    expect(control).toHaveLength(viewers.length - inSplit.length);
    expect(new Set(split.map((t) => t.version))).toEqual(new Set([1]));
    expect(new Set(control.map((t) => t.version))).toEqual(new Set([2]));
  });
});
