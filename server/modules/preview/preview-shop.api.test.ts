import { beforeAll, expect, it } from 'vitest';
import { createSampleHarness } from '../../testing/api-helpers';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { text } from '../../testing/model-server';
import { postSse } from '../../testing/sse-client';
import { addShop, putOverlay } from '../delivery/shop-testing';

const problemOf = (res: { text: string }) =>
  JSON.parse(res.text) as { status: number; errors?: { pointer: string; code: string }[] };

describeRuntimeApi("POST /preview of a shop's host", (api) => {
  let id = '';
  beforeAll(async () => {
    // A base owned by no merchant, with the sample merchant's shop and another.
    id = await createSampleHarness(api, { prefix: 'ps', shopId: 'platform' });
    await addShop(api.db(), id, { shopId: 'shanlan-tea', name: '山岚茶舍' });
    await addShop(api.db(), id, { shopId: 'tea-x', name: '茶X' });
    await putOverlay(
      api.db(),
      id,
      'shanlan-tea',
      { preferences: { forbiddenTopics: ['已保存的话题'] } },
      null,
    );
    api.model().setFallback(text('欢迎来到直播间'));
  });

  const preview = (who: 'merchant' | 'qa', extra: Record<string, unknown>) =>
    postSse(`${api.baseUrl()}/api/v1/preview`, api.token(who), {
      harnessId: id,
      conversation: [{ role: 'user', content: '你好' }],
      ...extra,
    });
  const systemOf = (res: Awaited<ReturnType<typeof preview>>) =>
    (JSON.parse(res.events.find((e) => e.event === 'prompt')!.data) as { system: string }).system;

  it("runs the shop's saved overlay on the draft, as the merchant of that shop", async () => {
    const res = await preview('merchant', { shop: 'shanlan-tea' });
    expect(res.status, res.text).toBe(200);
    const system = systemOf(res);
    expect(system).toContain('山岚茶舍');
    expect(system).toContain('已保存的话题');
  });

  it('without a shop: the base alone for others, the own shop’s host for a merchant', async () => {
    const [merchant, qa] = await Promise.all([preview('merchant', {}), preview('qa', {})]);
    expect([merchant.status, qa.status]).toEqual([200, 200]);
    expect(systemOf(merchant)).toContain('已保存的话题');
    expect(systemOf(merchant)).toContain('山岚茶舍');
    expect(systemOf(qa)).not.toContain('已保存的话题');
  });

  it('runs an unsaved overlay instead, so a merchant sees its host before saving', async () => {
    const res = await preview('merchant', {
      shop: 'shanlan-tea',
      overlay: { preferences: { forbiddenTopics: ['还没保存的话题'] } },
    });
    expect(res.status, res.text).toBe(200);
    expect(systemOf(res)).toContain('还没保存的话题');
    expect(systemOf(res)).not.toContain('已保存的话题');
  });

  it('refuses an unknown shop, another merchant’s shop and a bad overlay with a pointer', async () => {
    const unknown = await preview('qa', { shop: 'no-such-shop' });
    expect(unknown.status).toBe(400);
    expect(problemOf(unknown).errors![0]).toMatchObject({
      pointer: '/shop',
      code: 'shop.unknown',
    });
    // Another merchant's shop is as unknown as one that does not exist.
    const other = await preview('merchant', { shop: 'tea-x' });
    expect(other.status).toBe(404);
    const hooks = await preview('qa', { shop: 'tea-x', overlay: { hooks: [] } });
    expect(hooks.status).toBe(400);
    expect(problemOf(hooks).errors![0]!.pointer).toMatch(/^\/overlay/);
    const lonely = await preview('qa', { overlay: {} });
    expect(lonely.status).toBe(400);
    expect(problemOf(lonely).errors![0]!.pointer).toBe('/overlay');
  });
});
