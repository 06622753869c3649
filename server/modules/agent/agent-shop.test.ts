import { beforeAll, expect, it } from 'vitest';
import { createRelaxedSample, describeRuntimeApi } from '../../testing/describe-runtime-api';
import type { RuntimeApiContext } from '../../testing/describe-runtime-api';
import { readEntity } from '../../testing/api-helpers';
import { text } from '../../testing/model-server';
import { addShop, newVersion, publish, putOverlay } from '../delivery/shop-testing';
import { agentClient, ask, rejection } from './agent-testing';

/** The sample with a prompt section that says the shop's greeting and tone, published. */
async function baseWithGreeting(api: RuntimeApiContext): Promise<string> {
  const id = await createRelaxedSample(api);
  const prompt = await readEntity(api, id, 'prompt', 'prompt');
  const value = prompt.value as { sections: unknown[] };
  const put = await api.as('engineer', 'PUT', `/harnesses/${id}/draft/entities/prompt/prompt`, {
    body: {
      ...value,
      sections: [
        ...value.sections,
        {
          id: 'shop-voice',
          title: '店铺口吻',
          body: '问候语：{{preferences.greeting}}\n语气：{{preferences.tone}}',
        },
      ],
    },
    headers: { 'if-match': `"${prompt.revision}"` },
  });
  expect(put.status, put.text).toBe(200);
  await publish(api, id, await newVersion(api, id));
  return id;
}

describeRuntimeApi('POST /harnesses/{id}/chat/completions with a shop', (api) => {
  let id = '';
  beforeAll(async () => {
    id = await baseWithGreeting(api);
    await addShop(api.db(), id, { shopId: 'tea-a', name: '茶A旗舰店' });
    await putOverlay(
      api.db(),
      id,
      'tea-a',
      { preferences: { greeting: '欢迎来到茶A，今天试试新茶', tone: 'calm' } },
      null,
    );
  });

  const systemPromptOf = (index: number) =>
    String(api.model().requests[index]!.body.messages![0]!.content);

  it("runs the shop's host: the model gets the merged prompt (greeting, tone, name)", async () => {
    api.model().enqueue(text('欢迎！'));
    const before = api.model().requests.length;
    const client = agentClient(api, id, { defaultQuery: { shop: 'tea-a' } });
    const { data, response } = await client.chat.completions.create(ask('你好')).withResponse();
    expect(data.choices[0]!.message.content).toBeTruthy();
    expect(response.headers.get('x-harness-shop')).toBe('tea-a');
    const system = systemPromptOf(before);
    expect(system).toContain('问候语：欢迎来到茶A，今天试试新茶');
    expect(system).toContain('语气：calm');
    expect(system).toContain('茶A旗舰店');
  });

  it('takes the shop from the X-Harness-Shop header, and without one runs the base', async () => {
    api.model().enqueue(text('好的'), text('好的'));
    const before = api.model().requests.length;
    const shop = agentClient(api, id, { defaultHeaders: { 'X-Harness-Shop': 'tea-a' } });
    await shop.chat.completions.create(ask('你好'));
    expect(systemPromptOf(before)).toContain('欢迎来到茶A');
    await agentClient(api, id).chat.completions.create(ask('你好'));
    expect(systemPromptOf(before + 1)).not.toContain('欢迎来到茶A');
  });

  it("lets a merchant run its own shop's host on a base it does not own, and no other", async () => {
    // Before its shop is on the base, the base is not its to see (no shop named, or named).
    const early = agentClient(api, id, { apiKey: api.token('otherMerchant') });
    const unseen = await rejection(() => early.chat.completions.create(ask('你好')));
    expect([unseen.status, unseen.code]).toEqual([404, 'harness_not_found']);
    await addShop(api.db(), id, { shopId: 'other-shop', name: '别家' });
    api.model().enqueue(text('好的'));
    const own = agentClient(api, id, {
      apiKey: api.token('otherMerchant'),
      defaultQuery: { shop: 'other-shop' },
    });
    const { response } = await own.chat.completions.create(ask('你好')).withResponse();
    expect(response.headers.get('x-harness-shop')).toBe('other-shop');
    const another = agentClient(api, id, {
      apiKey: api.token('otherMerchant'),
      defaultQuery: { shop: 'tea-a' },
    });
    expect((await rejection(() => another.chat.completions.create(ask('你好')))).status).toBe(404);
    // Naming none, a merchant's token runs its own shop's host, never the base alone.
    api.model().enqueue(text('好的'));
    const implied = agentClient(api, id, { apiKey: api.token('otherMerchant') });
    const plain = await implied.chat.completions.create(ask('你好')).withResponse();
    expect(plain.response.headers.get('x-harness-shop')).toBe('other-shop');
  });

  it('answers an unknown shop with an OpenAI 404 shop_not_found', async () => {
    const client = agentClient(api, id, { defaultQuery: { shop: 'no-such-shop' } });
    const err = await rejection(() => client.chat.completions.create(ask('你好')));
    expect(err.status).toBe(404);
    expect(err.code).toBe('shop_not_found');
    expect(err.param).toBe('shop');
    const byHeader = agentClient(api, id, { defaultHeaders: { 'X-Harness-Shop': 'nope' } });
    const err2 = await rejection(() => byHeader.chat.completions.create(ask('你好')));
    expect(err2.status).toBe(404);
    expect(err2.code).toBe('shop_not_found');
    expect(err2.param).toBeNull();
  });
});
