import { expect, it } from 'vitest';
import { readEventStream } from '../../../src/harness/event-stream';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { withAnotherInstance } from '../../testing/another-instance';
import { createSampleHarness } from '../../testing/api-helpers';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { createToken } from '../tokens/token-store';
import { updateShop } from '../shops/shop-store';
import {
  addShop,
  addTagCampaign,
  newVersion,
  publish,
  putOverlay,
  shopRowStamp,
} from './shop-testing';

interface Resolved {
  version: number;
  shop: { shopId: string; overlayVersion: number | null; documentHash: string };
  contentHash: string;
  document: {
    preferences: { shopId: string; shopName: string; greeting: string };
    promotions: { id: string; shops?: unknown }[];
  };
}

/** A base with version 1 in production and two shops: tea-a (tagged vip, an overlay), tea-b. */
async function baseWithShops(api: ApiContext): Promise<string> {
  const id = await createSampleHarness(api, { prefix: 'sd', shopId: 'platform' });
  await addShop(api.db(), id, { shopId: 'tea-a', name: '茶A', tags: ['vip'] });
  await addShop(api.db(), id, { shopId: 'tea-b', name: '茶B' });
  await putOverlay(api.db(), id, 'tea-a', { preferences: { greeting: '欢迎来到茶A' } }, null);
  await publish(api, id, await newVersion(api, id, 'one'));
  return id;
}

const resolved = (
  api: ApiContext,
  id: string,
  shop: string,
  headers: Record<string, string> = {},
) =>
  api.as<Resolved>('qa', 'GET', `/harnesses/${id}/resolved?label=production&shop=${shop}`, {
    headers,
  });

/** Reads a stream's events until `until` says so or the time runs out. */
async function readEvents(
  url: string,
  token: string,
  until: (events: { event: string; data: string }[]) => boolean,
  onReady: () => Promise<void>,
  timeoutMs = 5_000,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: { event: string; data: string }[] = [];
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    for await (const { event, data } of readEventStream(res.body!)) {
      events.push({ event, data });
      if (event === 'ready') await onReady();
      if (until(events)) break;
    }
  } catch (err) {
    if ((err as Error).name !== 'AbortError') throw err;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

describeApi("Delivery of shops' hosts", (api) => {
  it('serves each shop the base merged with its overlay', async () => {
    const id = await baseWithShops(api);
    const a = await resolved(api, id, 'tea-a');
    expect(a.status, a.text).toBe(200);
    expect(a.headers.get('x-harness-shop')).toBe('tea-a');
    expect(a.headers.get('x-harness-overlay-version')).toBe('1');
    expect(a.body.shop).toMatchObject({ shopId: 'tea-a', overlayVersion: 1 });
    // The merged document carries its own hash, which an agent client checks.
    expect(a.body.shop.documentHash).toBe(contentHash(a.body.document));
    expect(a.body.shop.documentHash).not.toBe(a.body.contentHash);
    expect(a.body.document.preferences).toMatchObject({
      shopId: 'tea-a',
      shopName: '茶A',
      greeting: '欢迎来到茶A',
    });
    const b = await resolved(api, id, 'tea-b');
    expect(b.body.document.preferences).toMatchObject({ shopId: 'tea-b', shopName: '茶B' });
    expect(b.headers.get('x-harness-overlay-version')).toBe('0');
    // Without a shop: the base, exactly as before.
    const base = await api.as<Resolved>('qa', 'GET', `/harnesses/${id}/resolved`);
    expect(base.headers.get('etag')).toMatch(/^"[0-9a-f]{32}-1"$/);
    expect(base.headers.get('x-harness-shop')).toBeNull();
    expect(base.body.document.preferences.shopId).toBe('platform');
  });

  it('reaches every shop with one base publish, a tag campaign only the tagged shops, and writes no shop row', async () => {
    const id = await baseWithShops(api);
    const campaign = await addTagCampaign(api, id, 'vip');
    const v2 = await newVersion(api, id, 'campaign');
    const before = await shopRowStamp(api.db(), id);
    await publish(api, id, v2);
    expect(await shopRowStamp(api.db(), id)).toBe(before);
    const a = await resolved(api, id, 'tea-a');
    const b = await resolved(api, id, 'tea-b');
    expect([a.body.version, b.body.version]).toEqual([2, 2]);
    const ids = (r: typeof a) => r.body.document.promotions.map((p) => p.id);
    expect(ids(a)).toContain(campaign);
    expect(ids(b)).not.toContain(campaign);
    // The host needs no scope: it is dropped in the merge.
    expect(a.body.document.promotions.find((p) => p.id === campaign)).not.toHaveProperty('shops');
    // A shop re-tagged into the campaign gets it on its next request.
    await updateShop(api.db(), id, 'tea-b', { tags: ['vip'] }, 'test');
    expect(ids(await resolved(api, id, 'tea-b'))).toContain(campaign);
  });

  it('answers 304 while neither layer changed; a saved overlay, a renamed shop and a base move change the ETag', async () => {
    const id = await baseWithShops(api);
    const first = await resolved(api, id, 'tea-a');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{16}-1\.[0-9a-f]{16}-1"$/);
    expect((await resolved(api, id, 'tea-a', { 'if-none-match': etag })).status).toBe(304);
    // Another shop on the same base version has its own ETag.
    expect((await resolved(api, id, 'tea-b')).headers.get('etag')).not.toBe(etag);

    await putOverlay(api.db(), id, 'tea-a', { preferences: { greeting: '新的问候' } }, 1);
    const saved = await resolved(api, id, 'tea-a', { 'if-none-match': etag });
    expect(saved.status).toBe(200);
    expect(saved.body.document.preferences.greeting).toBe('新的问候');
    const etag2 = saved.headers.get('etag')!;
    expect(etag2).toMatch(/-2"$/);
    expect((await resolved(api, id, 'tea-a', { 'if-none-match': etag2 })).status).toBe(304);

    await updateShop(api.db(), id, 'tea-a', { name: '茶A旗舰店' }, 'test');
    const renamed = await resolved(api, id, 'tea-a', { 'if-none-match': etag2 });
    expect(renamed.status).toBe(200);
    expect(renamed.body.document.preferences.shopName).toBe('茶A旗舰店');
    const etag3 = renamed.headers.get('etag')!;

    await publish(api, id, await newVersion(api, id, 'two'));
    const moved = await resolved(api, id, 'tea-a', { 'if-none-match': etag3 });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('x-harness-version')).toBe('2');
    expect(moved.headers.get('etag')).toMatch(/^"[0-9a-f]{16}-2\.[0-9a-f]{16}-2"$/);
    // The shop's side of the ETag is the same: only the base moved.
    expect(moved.headers.get('etag')!.split('.')[1]).toBe(etag3.split('.')[1]);
  });

  it('answers an unknown shop with 404 and a malformed one with 400, each at /query/shop', async () => {
    const id = await baseWithShops(api);
    const unknown = await resolved(api, id, 'no-such-shop');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'shop.unknown', pointer: '/query/shop' });
    const bad = await resolved(api, id, 'Not_A_Shop');
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('/query/shop');
    const events = await api.as('qa', 'GET', `/harnesses/${id}/events?shop=no-such-shop`);
    expect(events.status).toBe(404);
  });

  it("lets a merchant read its own shop's host on a base it does not own, and no other", async () => {
    const id = await createSampleHarness(api, { prefix: 'sd', shopId: 'platform' });
    await addShop(api.db(), id, { shopId: 'shanlan-tea', name: '山岚' });
    await addShop(api.db(), id, { shopId: 'tea-x', name: '茶X' });
    await publish(api, id, await newVersion(api, id));
    const own = await api.as('merchant', 'GET', `/harnesses/${id}/resolved?shop=shanlan-tea`);
    expect(own.status, own.text).toBe(200);
    const other = await api.as('merchant', 'GET', `/harnesses/${id}/resolved?shop=tea-x`);
    expect(other.status).toBe(404);
  });

  it('tells a stream opened with ?shop= of that shop’s overlay changes and of base moves', async () => {
    const id = await baseWithShops(api);
    const v2 = await newVersion(api, id, 'two');
    const events = await readEvents(
      `${api.baseUrl()}/api/v1/harnesses/${id}/events?shop=tea-a`,
      api.token('qa'),
      (list) => list.some((e) => e.event === 'label') && list.some((e) => e.event === 'overlay'),
      async () => {
        // Another shop's change is not this stream's business.
        await putOverlay(api.db(), id, 'tea-b', { preferences: { greeting: 'b' } }, null);
        await putOverlay(api.db(), id, 'tea-a', { preferences: { greeting: 'a2' } }, 1);
        await publish(api, id, v2);
      },
    );
    const overlays = events.filter((e) => e.event === 'overlay').map((e) => JSON.parse(e.data));
    expect(overlays).toEqual([
      expect.objectContaining({
        harnessId: id,
        shopId: 'tea-a',
        change: 'overlay',
        overlayVersion: 2,
      }),
    ]);
    expect(JSON.parse(events.find((e) => e.event === 'label')!.data)).toMatchObject({
      version: v2,
    });
    expect(JSON.parse(events[0]!.data)).toEqual({ harnessId: id, shopId: 'tea-a' });
  });

  // Several API instances share PostgreSQL; a SQLite file belongs to one process.
  it.skipIf(api.database.dialect === 'sqlite')(
    'serves an overlay saved on one instance from another at once, and its stream tells',
    async () => {
      await withAnotherInstance(api, async (server) => {
        const id = await baseWithShops(api);
        const { plaintext } = await createToken(server.db, { name: 'agent', role: 'qa' });
        const get = (etag?: string) =>
          fetch(`${server.baseUrl}/api/v1/harnesses/${id}/resolved?shop=tea-a`, {
            headers: {
              authorization: `Bearer ${plaintext}`,
              ...(etag && { 'if-none-match': etag }),
            },
          });
        const warm = await get();
        const etag = warm.headers.get('etag')!;
        expect((await get(etag)).status).toBe(304); // cached on the other instance
        const events = await readEvents(
          `${server.baseUrl}/api/v1/harnesses/${id}/events?shop=tea-a`,
          plaintext,
          (list) => list.some((e) => e.event === 'overlay'),
          async () => {
            // Saved through the first instance's API, as a merchant would.
            const saved = await api.as('ops', 'PUT', `/harnesses/${id}/shops/tea-a/overlay`, {
              body: { overlay: { preferences: { greeting: '另一台' } } },
              headers: { 'if-match': '"1"' },
            });
            expect(saved.status, saved.text).toBe(200);
          },
        );
        expect(events.some((e) => e.event === 'overlay')).toBe(true);
        const after = await get(etag);
        expect(after.status).toBe(200);
        expect(after.headers.get('x-harness-overlay-version')).toBe('2');
        const body = (await after.json()) as Resolved;
        expect(body.document.preferences.greeting).toBe('另一台');
      });
    },
  );
});
