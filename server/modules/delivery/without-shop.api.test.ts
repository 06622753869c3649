import { expect, it } from 'vitest';
import { readEventStream } from '../../../src/harness/event-stream';
import { createSampleHarness, expectProblem } from '../../testing/api-helpers';
import { describeApi, SAMPLE_SHOP, type ApiContext } from '../../testing/describe-api';
import { addShop, addTagCampaign, newVersion, publish, putOverlay } from './shop-testing';

// The rule for a request that names no shop (roles.ts `hostShop`): the base alone, the
// platform's defaults, for every role that keeps or reads the base; a merchant's token stands
// for its own shop, so a merchant always gets its shop's host and never the base alone.

interface Resolved {
  version: number;
  shop?: { shopId: string };
  document: {
    preferences: { shopId: string; greeting: string };
    promotions: { id: string; shops?: unknown }[];
  };
}

/** A platform base in production: the sample merchant's shop on it with an overlay. */
async function platformBase(api: ApiContext): Promise<string> {
  const id = await createSampleHarness(api, { prefix: 'ns', shopId: 'platform' });
  await addShop(api.db(), id, { shopId: SAMPLE_SHOP, name: '山岚茶舍', tags: ['tea'] });
  await putOverlay(
    api.db(),
    id,
    SAMPLE_SHOP,
    { preferences: { greeting: '山岚自己的欢迎语' } },
    null,
  );
  await addTagCampaign(api, id, 'vip');
  await publish(api, id, await newVersion(api, id));
  return id;
}

const resolved = (api: ApiContext, who: 'qa' | 'merchant' | 'otherMerchant', path: string) =>
  api.as<Resolved>(who, 'GET', path);

describeApi('Delivery without a shop', (api) => {
  it('is the base alone for every other role: the platform defaults, campaigns with their scope', async () => {
    const id = await platformBase(api);
    const res = await resolved(api, 'qa', `/harnesses/${id}/resolved?label=production`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('x-harness-shop')).toBeNull();
    expect(res.body.shop).toBeUndefined();
    expect(res.body.document.preferences.shopId).toBe('platform');
    expect(res.body.document.preferences.greeting).not.toBe('山岚自己的欢迎语');
    expect(res.body.document.promotions).toContainEqual(
      expect.objectContaining({ id: 'vip-campaign', shops: { kind: 'tag', tag: 'vip' } }),
    );
  });

  it("is a merchant's own shop's host, the very one naming it gives, cached or not", async () => {
    const id = await platformBase(api);
    const named = await resolved(api, 'qa', `/harnesses/${id}/resolved?shop=${SAMPLE_SHOP}`);
    expect(named.status, named.text).toBe(200);
    // Twice: the second is answered from the caches (the fast path hands it to the route).
    for (let i = 0; i < 2; i++) {
      const res = await resolved(api, 'merchant', `/harnesses/${id}/resolved`);
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('x-harness-shop')).toBe(SAMPLE_SHOP);
      expect(res.headers.get('etag')).toBe(named.headers.get('etag'));
      expect(res.body.shop).toMatchObject({ shopId: SAMPLE_SHOP });
      expect(res.body.document.preferences).toMatchObject({
        shopId: SAMPLE_SHOP,
        greeting: '山岚自己的欢迎语',
      });
      // The tag campaign does not reach it, as on its named host.
      expect(res.body.document.promotions.map((p) => p.id)).not.toContain('vip-campaign');
    }
  });

  it('follows the merchant’s own shop on the event stream', async () => {
    const id = await platformBase(api);
    const controller = new AbortController();
    const res = await fetch(`${api.baseUrl()}/api/v1/harnesses/${id}/events`, {
      headers: { authorization: `Bearer ${api.token('merchant')}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    for await (const { event, data } of readEventStream(res.body!)) {
      expect(event).toBe('ready');
      expect(JSON.parse(data)).toEqual({ harnessId: id, shopId: SAMPLE_SHOP });
      break;
    }
    controller.abort();
  });

  it('is a 404 for a merchant whose shop is not on the base, as for a harness it cannot see', async () => {
    const id = await platformBase(api);
    const [plain, events] = await Promise.all([
      resolved(api, 'otherMerchant', `/harnesses/${id}/resolved`),
      resolved(api, 'otherMerchant', `/harnesses/${id}/events`),
    ]);
    for (const res of [plain, events]) {
      const problem = expectProblem(res, 404);
      expect(problem.detail).toBe(`There is no harness "${id}".`);
      expect(res.text).not.toMatch(/山岚|platform|vip/);
    }
  });
});
