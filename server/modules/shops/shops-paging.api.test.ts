import { beforeAll, expect, it } from 'vitest';
import type { ShopPage, ShopRecord } from '../../../src/harness/overlay';
import type { Shop } from '../../../src/harness/schema/shop';
import { describeApi } from '../../testing/describe-api';
import { createSampleHarness } from '../../testing/api-helpers';
import { importShops } from './shop-store';

const COUNT = 10_000;

/** Shop i: ids that do not sort as numbers do, names in two scripts and cases, every 10th vip. */
function shopAt(i: number): Shop {
  const n = String(i).padStart(5, '0');
  return {
    shopId: `shop-${n}`,
    name: i % 2 === 0 ? `Tea House ${i}` : `茶铺 ${i}号`,
    tags: i % 10 === 0 ? ['vip', 'tea'] : ['tea'],
  };
}

describeApi('Shops: 10,000 on one base', (api) => {
  let base = '';
  const all: Shop[] = Array.from({ length: COUNT }, (_, i) => shopAt(i));
  /** Every request's time, to report the slowest. */
  const times: number[] = [];

  const page = async (query: string): Promise<ShopPage> => {
    const started = performance.now();
    const res = await api.as<ShopPage>('ops', 'GET', `${base}?${query}`);
    times.push(performance.now() - started);
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  /** Every page of a query, following nextCursor. */
  const pages = async (query: string): Promise<ShopRecord[]> => {
    const items: ShopRecord[] = [];
    let cursor: string | null = null;
    do {
      const body: ShopPage = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      items.push(...body.items);
      cursor = body.nextCursor;
    } while (cursor);
    return items;
  };

  beforeAll(async () => {
    const id = await createSampleHarness(api, { prefix: 'many' });
    base = `/harnesses/${id}/shops`;
    // One transaction, shuffled so the store, not the insert order, sorts them.
    const shuffled = [...all].sort((a, b) => (a.name < b.name ? -1 : 1));
    const added = await api.db().transaction((tx) => importShops(tx, id, shuffled, 'bench'));
    expect(added).toBe(COUNT);
  }, 120_000);

  it('pages through every shop by id, each once, in order', async () => {
    const items = await pages('limit=100');
    const ids = items.map((s) => s.shopId);
    expect(ids).toHaveLength(COUNT + 1); // and the base's own shop
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort());
    expect(items.find((s) => s.shopId === 'shop-00010')).toMatchObject({
      name: 'Tea House 10',
      tags: ['vip', 'tea'],
      overlayVersion: null,
    });
  }, 120_000);

  it('searches names and ids in any case, and filters by tag, across pages', async () => {
    const expected = (test: (s: Shop) => boolean) => all.filter(test).map((s) => s.shopId);
    const ids = async (query: string) => (await pages(query)).map((s) => s.shopId);
    expect(await ids('limit=100&q=tea%20house%2012')).toEqual(
      expected((s) => s.name.toLowerCase().includes('tea house 12')),
    );
    expect(await ids('limit=100&q=%E8%8C%B6%E9%93%BA%2099')).toEqual(
      expected((s) => s.name.includes('茶铺 99')),
    );
    expect(await ids('limit=100&q=SHOP-0999')).toEqual(
      expected((s) => s.shopId.includes('shop-0999')),
    );
    expect(await ids('limit=100&tag=vip')).toEqual(expected((s) => s.tags.includes('vip')));
    expect(await ids('limit=100&tag=vip&q=house%2011')).toEqual(
      expected((s) => s.tags.includes('vip') && s.name.toLowerCase().includes('house 11')),
    );
    // LIKE's wildcards are taken literally.
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('q=_')).toEqual([]);
  }, 120_000);

  it('counts the reach of a tag and a list among 10,000', async () => {
    const reach = async (scope: unknown) =>
      (await api.as('ops', 'POST', `${base}/reach`, { body: { scope } })).body;
    expect(await reach({ kind: 'tag', tag: 'vip' })).toEqual({ shops: 1_000, of: COUNT + 1 });
    const list = [...all.slice(0, 5_000).map((s) => s.shopId), 'not-a-shop'];
    expect(await reach({ kind: 'list', shops: list })).toEqual({ shops: 5_000, of: COUNT + 1 });
  });

  it('stays fast: every page and search answered well within a second', () => {
    // A loaded two-core test machine: the bound is generous, the typical figure is far below.
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.info(
      `[shops] ${times.length} requests over ${COUNT} shops: median ${median.toFixed(1)} ms, slowest ${sorted.at(-1)!.toFixed(1)} ms`,
    );
    expect(median).toBeLessThan(100);
    expect(sorted.at(-1)!).toBeLessThan(1_000);
  });
});
