import { beforeAll, expect, it } from 'vitest';
import type { ShopPage } from '../../../src/harness/overlay';
import { call } from '../../testing/api-client';
import { describeApi, type Caller } from '../../testing/describe-api';
import { auditCount, expectProblem, readEntity, tagged } from '../../testing/api-helpers';
import { createToken } from '../tokens/token-store';

const H = '/harnesses/sample';
const S = `${H}/shops`;
/** Data of the other shops (names, tags, overlays) that must never reach the tea shop's merchant. */
const OTHER_SHOPS = /金叶|山岚|vip|flagship|overlayVersion/;

describeApi('Shops: roles', (api) => {
  /** A merchant whose shop is one of many on the sample base (not the base's own). */
  let teaToken = '';
  const tea = <T = unknown>(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) => call<T>(api.baseUrl(), method, path, { ...options, token: teaToken });
  const saveOverlay = (who: Caller | 'tea', shopId: string, body: unknown = { overlay: {} }) => {
    const path = `${S}/${shopId}/overlay`;
    const options = { body, headers: { 'if-match': '"1"' } };
    return who === 'tea' ? tea(`PUT`, path, options) : api.as(who, 'PUT', path, options);
  };

  beforeAll(async () => {
    const { plaintext } = await createToken(api.db(), {
      name: 'tea-merchant',
      role: 'merchant',
      shopId: 'qingshan-tea',
    });
    teaToken = plaintext;
  });

  it('a merchant of a shop on the base reads the base, and sees only its own shop', async () => {
    const [list, harness, draft, shops, own, other, merged, otherMerged, versions] =
      await Promise.all([
        tea<{ items: { id: string }[] }>('GET', '/harnesses'),
        tea('GET', H),
        tea('GET', `${H}/draft`),
        tea<ShopPage>('GET', S),
        tea('GET', `${S}/qingshan-tea`),
        tea('GET', `${S}/jinye-teahouse`),
        tea('GET', `${S}/qingshan-tea/merged`),
        tea('GET', `${S}/shanlan-tea/merged`),
        tea('GET', `${S}/jinye-teahouse/overlay/versions`),
      ]);
    expect(list.body.items.map((h) => h.id)).toContain('sample');
    expect([harness.status, draft.status, own.status, merged.status]).toEqual([200, 200, 200, 200]);
    expect(shops.body.items.map((s) => s.shopId)).toEqual(['qingshan-tea']);
    for (const res of [other, otherMerged, versions]) {
      expectProblem(res, 404);
      expect(res.text).not.toMatch(OTHER_SHOPS);
    }
    // Another shop answers as a shop that does not exist: nothing tells it exists.
    const none = await tea<{ detail: string }>('GET', `${S}/no-such-shop`);
    expect((other.body as { detail: string }).detail).toBe(
      none.body.detail.replace('no-such-shop', 'jinye-teahouse'),
    );
    // Searching cannot find another shop either.
    const search = await tea<ShopPage>('GET', `${S}?q=jinye`);
    expect(search.body.items).toEqual([]);
  });

  it('a merchant of a shop on the base edits its own overlay only; the base is read-only', async () => {
    const before = await auditCount(api.db());
    const prefs = await readEntity(api, 'sample', 'preferences', 'preferences');
    const [base, otherOverlay, ownShopPatch, newShop, reach] = await Promise.all([
      tea('PUT', `${H}/draft/entities/preferences/preferences`, {
        body: tagged('preferences', prefs.value, 'hello from the tea shop'),
        headers: { 'if-match': `"${prefs.revision}"` },
      }),
      saveOverlay('tea', 'jinye-teahouse'),
      tea('PATCH', `${S}/qingshan-tea`, { body: { tags: ['vip'] } }),
      tea('POST', S, { body: { shopId: 'mine-too', name: 'x' } }),
      tea('POST', `${S}/reach`, { body: { scope: { kind: 'all' } } }),
    ]);
    expectProblem(base, 403);
    expectProblem(otherOverlay, 404);
    expectProblem(ownShopPatch, 403);
    expectProblem(newShop, 403);
    expectProblem(reach, 403);
    expect(await auditCount(api.db())).toBe(before);
    const own = await saveOverlay('tea', 'qingshan-tea', {
      overlay: { preferences: { tone: 'professional' } },
    });
    expect(own.status, own.text).toBe(200);
  });

  it("another shop's merchant gets 404 for the base and its shops", async () => {
    const results = await Promise.all([
      api.as('otherMerchant', 'GET', S),
      api.as('otherMerchant', 'GET', `${S}/qingshan-tea`),
      api.as('otherMerchant', 'POST', `${S}/reach`, { body: { scope: { kind: 'all' } } }),
      saveOverlay('otherMerchant', 'qingshan-tea'),
    ]);
    for (const res of results) {
      expectProblem(res, 404);
      expect(res.text).not.toMatch(/青山|calm|overlayVersion/);
    }
  });

  it('every role that sees the base reads its shops; ops, engineers and admins manage them', async () => {
    for (const who of ['ops', 'engineer', 'qa', 'publisher', 'admin'] as const) {
      const list = await api.as<ShopPage>(who, 'GET', S);
      expect(list.body.items.length, who).toBeGreaterThanOrEqual(3);
    }
    for (const who of ['qa', 'publisher'] as const) {
      expectProblem(
        await api.as(who, 'POST', S, { body: { shopId: `by-${who}`, name: 'x' } }),
        403,
      );
      expectProblem(
        await api.as(who, 'PATCH', `${S}/jinye-teahouse`, { body: { name: 'x' } }),
        403,
      );
      expectProblem(await saveOverlay(who, 'jinye-teahouse'), 403);
    }
    for (const who of ['ops', 'engineer', 'admin'] as const) {
      const created = await api.as(who, 'POST', S, { body: { shopId: `by-${who}`, name: who } });
      expect(created.status, created.text).toBe(201);
      const tagged = await api.as(who, 'PATCH', `${S}/by-${who}`, { body: { tags: ['vip'] } });
      expect(tagged.status, tagged.text).toBe(200);
      const saved = await api.as(who, 'PUT', `${S}/by-${who}/overlay`, {
        body: { overlay: { preferences: { greeting: who } } },
        headers: { 'if-none-match': '*' },
      });
      expect(saved.status, saved.text).toBe(201);
    }
    // The base's own merchant edits its own shop's overlay, not another's.
    const own = await api.as('merchant', 'PUT', `${S}/shanlan-tea/overlay`, {
      body: { overlay: {} },
      headers: { 'if-match': '"1"' },
    });
    expect(own.status, own.text).toBe(200);
    expectProblem(await saveOverlay('merchant', 'qingshan-tea'), 404);
  });
});
