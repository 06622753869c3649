import { expect, it } from 'vitest';
import type { ShopBatchResult, ShopPage, ShopRecord } from '../../../src/harness/overlay';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { auditCount, createSampleHarness, expectProblem } from '../../testing/api-helpers';

const batch = (api: ApiContext, id: string, items: unknown[], who: 'ops' = 'ops') =>
  api.as<ShopBatchResult>(who, 'POST', `/harnesses/${id}/shops/batch`, { body: { items } });

const shopsOf = async (api: ApiContext, id: string) => {
  const res = await api.as<ShopPage>('qa', 'GET', `/harnesses/${id}/shops?limit=100`);
  return res.body.items;
};

const item = (i: number) => ({
  shopId: `shop-${String(i).padStart(4, '0')}`,
  name: `店铺 ${i}`,
  tags: i % 2 ? ['odd'] : ['even', 'tea'],
});

describeApi('Shops in a batch', (api) => {
  it('creates 1,000 shops in one call, then updates some and leaves the rest', async () => {
    const id = await createSampleHarness(api, { prefix: 'batch' });
    const items = Array.from({ length: 1_000 }, (_, i) => item(i));
    const first = await batch(api, id, items);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ created: 1_000, updated: 0, unchanged: 0, dryRun: false });
    expect(first.body.changes).toHaveLength(1_000);
    const tagged = await api.as<ShopPage>('qa', 'GET', `/harnesses/${id}/shops?tag=odd&limit=1`);
    expect(tagged.body.items[0]?.shopId).toBe('shop-0001');

    // One renamed, one re-tagged, one new; the others as they are.
    const again = [
      { ...item(1), name: '改名了' },
      { ...item(2), tags: ['vip'] },
      item(3),
      { shopId: 'brand-new', name: '新店', tags: [] },
    ];
    // A dry run says what the batch would do and writes nothing.
    const dry = await api.as<ShopBatchResult>(
      'ops',
      'POST',
      `/harnesses/${id}/shops/batch?dryRun=true`,
      {
        body: { items: again },
      },
    );
    expect(dry.body).toEqual({
      created: 1,
      updated: 2,
      unchanged: 1,
      changes: ['updated', 'updated', 'unchanged', 'new'],
      dryRun: true,
    });
    expect((await shopsOf(api, id)).map((s) => s.shopId)).not.toContain('brand-new');
    const second = await batch(api, id, again);
    expect(second.status, second.text).toBe(200);
    expect(second.body).toMatchObject({ created: 1, updated: 2, unchanged: 1, dryRun: false });
    const byId = new Map((await shopsOf(api, id)).map((s) => [s.shopId, s]));
    expect(byId.get('shop-0001')?.name).toBe('改名了');
    const two = await api.as<ShopRecord>('qa', 'GET', `/harnesses/${id}/shops/shop-0002`);
    expect((two.body as unknown as { shop: ShopRecord }).shop.tags).toEqual(['vip']);
    const reTagged = await api.as<ShopPage>('qa', 'GET', `/harnesses/${id}/shops?tag=vip`);
    expect(reTagged.body.items.map((s) => s.shopId)).toEqual(['shop-0002']);
  });

  it('refuses a batch with a bad item at index 17 with 422 at each bad field, writing nothing', async () => {
    const id = await createSampleHarness(api, { prefix: 'batch' });
    const before = await auditCount(api.db());
    const items: unknown[] = Array.from({ length: 30 }, (_, i) => item(i));
    items[17] = { shopId: 'shop-0017', name: '', tags: ['Not A Tag'] };
    items[25] = item(3);
    const res = await batch(api, id, items);
    const problem = expectProblem(res, 422, '/items/17/name');
    expect(problem.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['/items/17/name', 'schema.too_small'],
      ['/items/17/tags/0', 'schema.invalid_format'],
      ['/items/25/shopId', 'shop.duplicate'],
    ]);
    expect(problem.pointer).toBe('/items/17/name');
    expect((await shopsOf(api, id)).map((s) => s.shopId)).toEqual(['shanlan-tea']);
    expect(await auditCount(api.db())).toBe(before);
  });

  it('refuses an over-limit batch and an empty one at /items', async () => {
    const id = await createSampleHarness(api, { prefix: 'batch' });
    const over = await batch(
      api,
      id,
      Array.from({ length: 1_001 }, (_, i) => item(i)),
    );
    expect(expectProblem(over, 400, '/items').code).toBe('schema.too_big');
    expectProblem(await batch(api, id, []), 400, '/items');
    expect(await shopsOf(api, id)).toHaveLength(1);
  });

  it('lets ops, engineers and admins send a batch, and no other role', async () => {
    const id = await createSampleHarness(api, { prefix: 'batch' });
    for (const who of ['ops', 'engineer', 'admin'] as const) {
      const res = await api.as(who, 'POST', `/harnesses/${id}/shops/batch`, {
        body: { items: [item(1)] },
      });
      expect(res.status, `${who}: ${res.text}`).toBe(200);
    }
    for (const who of ['qa', 'publisher', 'merchant', 'agent'] as const) {
      const res = await api.as(who, 'POST', `/harnesses/${id}/shops/batch`, {
        body: { items: [item(2)] },
      });
      expect([403, 404], `${who}: ${res.text}`).toContain(res.status);
    }
    expect((await shopsOf(api, id)).map((s) => s.shopId)).not.toContain('shop-0002');
  });
});
