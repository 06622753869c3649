import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../testing/describe-api';
import {
  auditCount,
  bearer,
  createSampleHarness,
  expectProblem,
  openEventStream,
  sampleDocument,
  tagged,
  type EntityBody,
} from '../testing/api-helpers';

interface Req {
  method: string;
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

const S = '/harnesses/sample';
/** Words of the sample harness that must never reach another shop's merchant. */
const SAMPLE_DATA = /shanlan|山岚|双十二|coupon-push|NEWFAN20/;

describeApi('Roles: another shop and anonymous callers', (api) => {
  let sampleRoutes: Req[] = [];
  let otherShopHarness = '';

  beforeAll(async () => {
    otherShopHarness = await createSampleHarness(api, { shopId: 'other-shop', prefix: 'other' });
    const v1 = await api.as('admin', 'POST', `${S}/versions`, { body: { message: 'first' } });
    expect(v1.status).toBe(201);
    // The seeded sample ships with its suite, so production is gated: no run here, an override.
    const moved = await api.as('admin', 'PUT', `${S}/labels/production`, {
      body: { version: 1, reason: 'publish', override: { reason: 'fixture without a run' } },
    });
    expect(moved.status).toBe(200);
    const draft = await api.as<{ entities: EntityBody[] }>('admin', 'GET', `${S}/draft`);
    const firstOf = (kind: string) => draft.body.entities.find((e) => e.kind === kind)!;
    const kinds = ['meta', 'prompt', 'preferences', 'skill', 'tool', 'hook', 'promotion'];
    const entity = (e: EntityBody) => `${S}/draft/entities/${e.kind}/${e.key}`;
    const skill = firstOf('skill');
    sampleRoutes = [
      { method: 'GET', path: S },
      { method: 'POST', path: `${S}/archive` },
      { method: 'GET', path: `${S}/draft` },
      ...kinds.map((k) => ({ method: 'GET', path: entity(firstOf(k)) })),
      ...kinds.map((k) => ({
        method: 'PUT',
        path: entity(firstOf(k)),
        body: tagged(k, firstOf(k).value, 'intruder'),
        headers: { 'if-match': '"1"' },
      })),
      {
        method: 'PUT',
        path: `${S}/draft/entities/skill/intruder-skill`,
        body: { ...skill.value, id: 'intruder-skill' },
        headers: { 'if-none-match': '*' },
      },
      { method: 'DELETE', path: entity(skill), headers: { 'if-match': '"1"' } },
      { method: 'GET', path: `${S}/versions` },
      { method: 'POST', path: `${S}/versions`, body: { message: 'intruder' } },
      { method: 'GET', path: `${S}/versions/1` },
      { method: 'GET', path: `${S}/diff?from=1&to=draft` },
      { method: 'GET', path: `${S}/labels` },
      { method: 'PUT', path: `${S}/labels/staging`, body: { version: 1, reason: 'x' } },
      { method: 'PUT', path: `${S}/labels/production`, body: { version: 1, reason: 'x' } },
      { method: 'GET', path: `${S}/labels/production/moves` },
      { method: 'GET', path: `${S}/resolved?label=production&key=k` },
      { method: 'GET', path: `${S}/resolved` },
      { method: 'GET', path: `${S}/export` },
      { method: 'GET', path: `${S}/export?source=1` },
    ];
  });

  const globalRoutes: Req[] = [
    { method: 'GET', path: '/harnesses' },
    { method: 'POST', path: '/harnesses', body: { document: sampleDocument() } },
    { method: 'POST', path: '/harnesses/import', body: { files: { 'harness.yaml': 'x: 1' } } },
    { method: 'GET', path: '/audit' },
    { method: 'POST', path: '/validate', body: sampleDocument() },
    { method: 'GET', path: '/tokens' },
    { method: 'POST', path: '/tokens', body: { name: 'x', role: 'admin' } },
    { method: 'DELETE', path: '/tokens/tok_0123456789abcdef' },
  ];

  it("another shop's merchant gets 404 on every route of the sample, and none of its data", async () => {
    const before = await auditCount(api.db());
    expect(sampleRoutes.length).toBeGreaterThanOrEqual(30);
    const results = await Promise.all(
      sampleRoutes.map((r) => api.as('otherMerchant', r.method, r.path, r)),
    );
    results.forEach((res, i) => {
      const r = sampleRoutes[i]!;
      expect(`${r.method} ${r.path} -> ${res.status}`).toBe(`${r.method} ${r.path} -> 404`);
      expectProblem(res, 404);
      expect(res.text).not.toMatch(SAMPLE_DATA);
      expect(res.headers.get('etag')).toBeNull();
    });
    const events = await openEventStream(
      api.baseUrl(),
      `${S}/events`,
      bearer(api.token('otherMerchant')),
    );
    expect(events.status).toBe(404);
    expect(events.text).not.toMatch(SAMPLE_DATA);
    expect(await auditCount(api.db())).toBe(before);
  });

  it("another shop's merchant: not in the list, no audit log", async () => {
    const [list, audit] = await Promise.all([
      api.as<{ items: { id: string }[] }>('otherMerchant', 'GET', '/harnesses?archived=any'),
      api.as('otherMerchant', 'GET', '/audit?harnessId=sample'),
    ]);
    expect(list.body.items.map((h) => h.id)).toEqual([otherShopHarness]);
    expectProblem(audit, 403);
    expect(audit.text).not.toMatch(SAMPLE_DATA);
  });

  it("a merchant edits its shop's overlay, never the base's preferences, and sees its host", async () => {
    const path = `/harnesses/${otherShopHarness}/draft/entities`;
    const overlay = `/harnesses/${otherShopHarness}/shops/other-shop/overlay`;
    const [prefs, skill] = await Promise.all([
      api.as<EntityBody>('otherMerchant', 'GET', `${path}/preferences/preferences`),
      api.as<EntityBody>('otherMerchant', 'GET', `${path}/skill/greeting`),
    ]);
    expect([prefs.status, skill.status]).toEqual([200, 200]);
    const before = await auditCount(api.db());
    const ifMatch = { 'if-match': '"1"' };
    const [basePrefs, noSkill, stolenShop, stolenOverlay] = await Promise.all([
      api.as<{ detail: string }>('otherMerchant', 'PUT', `${path}/preferences/preferences`, {
        body: tagged('preferences', prefs.body.value, 'hello from the other shop'),
        headers: ifMatch,
      }),
      api.as('otherMerchant', 'PUT', `${path}/skill/greeting`, {
        body: tagged('skill', skill.body.value, 'nope'),
        headers: ifMatch,
      }),
      api.as('merchant', 'PUT', `${path}/preferences/preferences`, {
        body: tagged('preferences', prefs.body.value, 'nope'),
        headers: ifMatch,
      }),
      api.as('merchant', 'PUT', overlay, {
        body: { overlay: { preferences: { greeting: 'nope' } } },
        headers: { 'if-none-match': '*' },
      }),
    ]);
    // The base's preferences are the platform's: the refusal says where the shop's own are.
    expectProblem(basePrefs, 403);
    expect(basePrefs.body.detail).toContain(
      `/harnesses/${otherShopHarness}/shops/other-shop/overlay`,
    );
    expectProblem(noSkill, 403);
    expectProblem(stolenShop, 404);
    expectProblem(stolenOverlay, 404);
    expect(await auditCount(api.db()), 'nothing written').toBe(before);

    const saved = await api.as('otherMerchant', 'PUT', overlay, {
      body: { overlay: { preferences: { greeting: 'hello from the other shop' } } },
      headers: { 'if-none-match': '*' },
    });
    expect(saved.status, saved.text).toBe(201);
    const [merged, base] = await Promise.all([
      api.as<{ document: { preferences: { greeting: string } } }>(
        'otherMerchant',
        'GET',
        `/harnesses/${otherShopHarness}/shops/other-shop/merged`,
      ),
      api.as<EntityBody>('otherMerchant', 'GET', `${path}/preferences/preferences`),
    ]);
    expect(merged.body.document.preferences.greeting).toBe('hello from the other shop');
    expect(base.body.revision).toBe(1);
  });

  it('anonymous callers get 401 on every protected route', async () => {
    const routes = [...sampleRoutes, ...globalRoutes];
    const results = await Promise.all(routes.map((r) => api.as('anonymous', r.method, r.path, r)));
    results.forEach((res, i) => {
      const r = routes[i]!;
      expect(`${r.method} ${r.path} -> ${res.status}`).toBe(`${r.method} ${r.path} -> 401`);
      expectProblem(res, 401);
      expect(res.text).not.toMatch(SAMPLE_DATA);
    });
    const events = await openEventStream(api.baseUrl(), `${S}/events`, {});
    expect(events.status).toBe(401);
  });

  it('an unknown, revoked-looking or malformed credential is 401 too', async () => {
    const headers: Record<string, string>[] = [
      { authorization: 'Bearer hs_not-a-real-token' },
      { authorization: 'Bearer ' },
      { authorization: `Token ${api.token('admin')}` },
      { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` },
      { cookie: 'hs_session=hs_not-a-real-token' },
    ];
    const results = await Promise.all(
      headers.map((h) => api.as('anonymous', 'GET', '/harnesses', { headers: h })),
    );
    for (const res of results) expectProblem(res, 401);
  });

  it('public routes answer without a token', async () => {
    const [health, openapi, session, signOut] = await Promise.all([
      api.as('anonymous', 'GET', '/health'),
      api.as<{ openapi: string; paths: Record<string, unknown> }>(
        'anonymous',
        'GET',
        '/openapi.json',
      ),
      api.as('anonymous', 'GET', '/session'),
      api.as('anonymous', 'DELETE', '/session'),
    ]);
    expect(health.status).toBe(200);
    // Health also counts the trace queue (numbers only): no harness or shop data.
    expect(health.body).toMatchObject({ status: 'ok', auth: 'token' });
    expect(health.text).not.toMatch(SAMPLE_DATA);
    expect(openapi.status).toBe(200);
    expect(openapi.body.openapi).toMatch(/^3\.1/);
    expect(Object.keys(openapi.body.paths).length).toBeGreaterThan(10);
    expectProblem(session, 401); // GET /session says who is signed in: nobody
    expect(signOut.status).toBe(204);
  });
});
