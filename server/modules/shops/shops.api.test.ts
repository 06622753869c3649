import { expect, it } from 'vitest';
import type {
  MergedShop,
  OverlayVersion,
  ShopPage,
  ShopRecord,
} from '../../../src/harness/overlay';
import { describeApi } from '../../testing/describe-api';
import { createSampleHarness, expectProblem } from '../../testing/api-helpers';

interface Detail {
  shop: ShopRecord;
  overlay: { preferences: Record<string, unknown>; promotions: { id: string }[] };
  overlayVersion: number | null;
}

const S = '/harnesses/sample/shops';

describeApi('Shops of a base harness', (api) => {
  it('seeds the sample as a base with three shops, two overlays and a VIP campaign', async () => {
    const list = await api.as<ShopPage>('qa', 'GET', S);
    expect(list.status, list.text).toBe(200);
    expect(list.body.items.map((s) => [s.shopId, s.tags, s.overlayVersion])).toEqual([
      ['jinye-teahouse', ['vip'], null],
      ['qingshan-tea', ['tea'], 1],
      ['shanlan-tea', ['tea', 'flagship'], 1],
    ]);
    // The base's preferences are the platform's: the shop's own greeting is in its overlay.
    const [base, own] = await Promise.all([
      api.as<{ value: { greeting: string } }>(
        'qa',
        'GET',
        `/harnesses/sample/draft/entities/preferences/preferences`,
      ),
      api.as<MergedShop>('qa', 'GET', `${S}/shanlan-tea/merged`),
    ]);
    expect(base.body.value.greeting).not.toContain('山岚');
    expect((own.body.document.preferences as { greeting: string }).greeting).toContain('山岚茶舍');
    const tea = await api.as<Detail>('qa', 'GET', `${S}/qingshan-tea`);
    expect(tea.headers.get('etag')).toBe('"1"');
    expect(tea.body.overlayVersion).toBe(1);
    expect(tea.body.overlay.preferences.tone).toBe('calm');
    const promotions = async (shopId: string) => {
      const res = await api.as<MergedShop>('qa', 'GET', `${S}/${shopId}/merged`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      return (res.body.document.promotions as { id: string }[]).map((p) => p.id);
    };
    expect(await promotions('jinye-teahouse')).toContain('member-95');
    expect(await promotions('shanlan-tea')).not.toContain('member-95');
    expect(await promotions('qingshan-tea')).toContain('qingshan-coupon');
    // The draft keeps the sample's four promotions: the scope only decides who gets it.
    const draft = await api.as<{ document: { promotions: unknown[] } }>(
      'qa',
      'GET',
      '/harnesses/sample/draft',
    );
    expect(draft.body.document.promotions).toHaveLength(4);
  });

  it('adds, renames and re-tags shops; counts what a scope reaches', async () => {
    const id = await createSampleHarness(api, { prefix: 'shops' });
    const base = `/harnesses/${id}/shops`;
    const reach = async (scope: unknown) =>
      (
        await api.as<{ shops: number; of: number }>('ops', 'POST', `${base}/reach`, {
          body: { scope },
        })
      ).body;
    // A new harness is a base with its own shop.
    expect(await reach({ kind: 'all' })).toEqual({ shops: 1, of: 1 });
    const created = await api.as<ShopRecord>('ops', 'POST', base, {
      body: { shopId: 'tea-a', name: 'Tea A', tags: ['tea'] },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ shopId: 'tea-a', tags: ['tea'], overlayVersion: null });
    expect(created.headers.get('location')).toBe(`/api/v1${base}/tea-a`);
    const again = expectProblem(
      await api.as('ops', 'POST', base, { body: { shopId: 'tea-a', name: 'Other' } }),
      409,
    );
    expect(again.current).toMatchObject({ shopId: 'tea-a', name: 'Tea A' });
    expect(await reach({ kind: 'tag', tag: 'vip' })).toEqual({ shops: 0, of: 2 });
    const patched = await api.as<ShopRecord>('ops', 'PATCH', `${base}/tea-a`, {
      body: { name: 'Tea A+', tags: ['tea', 'vip'] },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.body).toMatchObject({ name: 'Tea A+', tags: ['tea', 'vip'] });
    expect(await reach({ kind: 'tag', tag: 'vip' })).toEqual({ shops: 1, of: 2 });
    expect(await reach({ kind: 'list', shops: ['tea-a', 'nope', 'tea-a'] })).toEqual({
      shops: 1,
      of: 2,
    });
    const vip = await api.as<ShopPage>('qa', 'GET', `${base}?tag=vip`);
    expect(vip.body.items.map((s) => s.shopId)).toEqual(['tea-a']);
    const audit = await api.as<{ items: { action: string; entity: string }[] }>(
      'admin',
      'GET',
      `/audit?harnessId=${id}`,
    );
    const actions = audit.body.items.map((a) => `${a.action} ${a.entity}`);
    expect(actions).toEqual(
      expect.arrayContaining(['shop.create shop/tea-a', 'shop.update shop/tea-a']),
    );
  });

  it('saves overlays as immutable versions with If-Match, audited, and merges them', async () => {
    const id = await createSampleHarness(api, { prefix: 'overlay' });
    const shop = `/harnesses/${id}/shops/shanlan-tea`;
    const put = (overlay: unknown, headers: Record<string, string>, message = '') =>
      api.as<OverlayVersion>('merchant', 'PUT', `${shop}/overlay`, {
        body: { overlay, message },
        headers,
      });
    const before = await api.as<Detail>('merchant', 'GET', shop);
    expect(before.body).toMatchObject({ overlayVersion: null, overlay: { promotions: [] } });
    expect(before.headers.get('etag')).toBeNull();
    expectProblem(await put({}, {}), 428);
    expectProblem(await put({}, { 'if-match': '"1"' }), 412);
    const v1 = await put({ preferences: { tone: 'calm' } }, { 'if-none-match': '*' }, 'calm');
    expect(v1.status, v1.text).toBe(201);
    expect(v1.body).toMatchObject({ number: 1, message: 'calm', shopId: 'shanlan-tea' });
    expect(v1.body.hash).toMatch(/^sha256:/);
    expect(v1.headers.get('etag')).toBe('"1"');
    const first = expectProblem(await put({}, { 'if-none-match': '*' }), 412);
    expect(first.current).toMatchObject({ number: 1 });
    const v2 = await put({ preferences: { tone: 'energetic' } }, { 'if-match': '"1"' });
    expect(v2.status, v2.text).toBe(200);
    expect(v2.body.number).toBe(2);
    const stale = expectProblem(await put({}, { 'if-match': '"1"' }), 412);
    expect(stale.current).toMatchObject({
      number: 2,
      overlay: { preferences: { tone: 'energetic' } },
    });
    // The same overlay again is no new version.
    const same = await put({ preferences: { tone: 'energetic' } }, { 'if-match': '"2"' });
    expect(same.body.number).toBe(2);

    const versions = await api.as<{ items: OverlayVersion[]; nextCursor: string | null }>(
      'merchant',
      'GET',
      `${shop}/overlay/versions?limit=1`,
    );
    expect(versions.body.items.map((v) => v.number)).toEqual([2]);
    const older = await api.as<{ items: OverlayVersion[] }>(
      'merchant',
      'GET',
      `${shop}/overlay/versions?limit=1&cursor=${versions.body.nextCursor}`,
    );
    expect(older.body.items.map((v) => v.number)).toEqual([1]);
    const one = await api.as<OverlayVersion>('merchant', 'GET', `${shop}/overlay/versions/1`);
    expect(one.body.overlay.preferences).toEqual({ tone: 'calm' });
    expectProblem(await api.as('merchant', 'GET', `${shop}/overlay/versions/9`), 404);

    const merged = await api.as<MergedShop>('merchant', 'GET', `${shop}/merged?source=draft`);
    expect(merged.body).toMatchObject({ source: 'draft', baseVersion: null, overlayVersion: 2 });
    expect((merged.body.document.preferences as { tone: string }).tone).toBe('energetic');
    expect(merged.body.shop.overlayVersion).toBe(2);

    const audit = await api.as<{ items: { action: string; before: unknown; after: unknown }[] }>(
      'admin',
      'GET',
      `/audit?harnessId=${id}`,
    );
    const updates = audit.body.items.filter((a) => a.action === 'overlay.update');
    expect(updates).toHaveLength(2);
    expect(updates.map((u) => (u.after as { version: number }).version).sort()).toEqual([1, 2]);
  });

  it('merges onto a version or a label of the base', async () => {
    const id = await createSampleHarness(api, { prefix: 'merged' });
    const shop = `/harnesses/${id}/shops/shanlan-tea`;
    expectProblem(await api.as('qa', 'GET', `${shop}/merged?source=label:staging`), 409);
    const v = await api.as('admin', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'v' },
    });
    expect(v.status, v.text).toBe(201);
    const moved = await api.as('admin', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 1, reason: 'try' },
    });
    expect(moved.status, moved.text).toBe(200);
    for (const source of ['1', 'label:staging']) {
      const res = await api.as<MergedShop>('qa', 'GET', `${shop}/merged?source=${source}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({ source, baseVersion: 1, overlayVersion: null });
      expect(res.body.origins.promotions.every((o) => o.layer === 'base')).toBe(true);
    }
    expectProblem(await api.as('qa', 'GET', `${shop}/merged?source=7`), 404);
  });

  it('two people saving the same overlay version: one wins, the other gets 412 with it', async () => {
    const id = await createSampleHarness(api, { prefix: 'race' });
    const path = `/harnesses/${id}/shops/shanlan-tea/overlay`;
    const save = (greeting: string) =>
      api.as<OverlayVersion>('ops', 'PUT', path, {
        body: { overlay: { preferences: { greeting } } },
        headers: { 'if-none-match': '*' },
      });
    const results = await Promise.all(['one', 'two', 'three', 'four'].map(save));
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.status !== 201)) {
      expect(expectProblem(lost, 412).current).toMatchObject({ number: 1 });
    }
    const versions = await api.as<{ items: OverlayVersion[] }>('ops', 'GET', `${path}/versions`);
    expect(versions.body.items.map((v) => v.number)).toEqual([1]);
  });

  it('keeps an archived base’s shops readable and read-only (409)', async () => {
    const id = await createSampleHarness(api, { prefix: 'archived' });
    const base = `/harnesses/${id}/shops`;
    const archived = await api.as('admin', 'POST', `/harnesses/${id}/archive`);
    expect(archived.status, archived.text).toBe(200);
    const writes = await Promise.all([
      api.as('ops', 'POST', base, { body: { shopId: 'late', name: 'Late' } }),
      api.as('ops', 'PATCH', `${base}/shanlan-tea`, { body: { tags: ['vip'] } }),
      api.as('ops', 'PUT', `${base}/shanlan-tea/overlay`, {
        body: { overlay: {} },
        headers: { 'if-none-match': '*' },
      }),
    ]);
    for (const res of writes) expectProblem(res, 409);
    const read = await api.as<ShopPage>('qa', 'GET', base);
    expect(read.body.items.map((s) => s.shopId)).toEqual(['shanlan-tea']);
  });
});
