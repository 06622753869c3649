import { beforeAll, expect, it } from 'vitest';
import type { ApiResponse } from '../testing/api-client';
import { describeApi, SAMPLE_SHOP, type Caller } from '../testing/describe-api';
import {
  bearer,
  createSampleHarness,
  expectProblem,
  openEventStream,
  sampleDocument,
} from '../testing/api-helpers';

type Who = Exclude<Caller, 'anonymous'>;
const WHO: Who[] = ['merchant', 'otherMerchant', 'ops', 'engineer', 'qa', 'publisher', 'admin'];
const EVERYONE: Who[] = WHO;
const NOT_MERCHANTS: Who[] = ['ops', 'engineer', 'qa', 'publisher', 'admin'];
const KIND_KEYS = [
  ['meta', 'meta'],
  ['prompt', 'prompt'],
  ['preferences', 'preferences'],
  ['skill', 'coupon-push'],
  ['tool', 'check_inventory'],
  ['hook', 'off-topic-guard'],
  ['promotion', 'member-95'],
] as const;

interface Case {
  route: string;
  allowed: Who[];
  scoped: boolean;
  run: (who: Who) => Promise<ApiResponse>;
  check?: (res: ApiResponse, who: Who) => void;
}

interface HarnessItem {
  id: string;
  shopId: string;
}

describeApi('Roles: every read route, per role', (api) => {
  const S = '/harnesses/sample';
  let otherShopHarness = '';

  beforeAll(async () => {
    otherShopHarness = await createSampleHarness(api, { shopId: 'other-shop', prefix: 'other' });
    await createSampleHarness(api, { shopId: 'third-shop', prefix: 'third' });
    // The seeded sample has v1 already (its history); this suite publishes its v2.
    const v2 = await api.as('admin', 'POST', `${S}/versions`, { body: { message: 'second' } });
    expect(v2.status, v2.text).toBe(201);
    for (const label of ['production', 'staging']) {
      // The seeded sample ships with its suite, so production is gated: no run here, an override.
      const override =
        label === 'production' ? { override: { reason: 'fixture without a run' } } : {};
      const moved = await api.as('admin', 'PUT', `${S}/labels/${label}`, {
        body: { version: 2, reason: 'publish v2', ...override },
      });
      expect(moved.status, moved.text).toBe(200);
    }
  });

  const get = (path: string) => (who: Who) => api.as(who, 'GET', path);
  const cases: Case[] = [
    {
      route: 'GET harnesses (scoped to the shop for merchants)',
      allowed: EVERYONE,
      scoped: false,
      run: get('/harnesses?archived=any&limit=100'),
      check: (res, who) => {
        const items = (res.body as { items: HarnessItem[] }).items;
        const ids = items.map((h) => h.id);
        const shops = new Set(items.map((h) => h.shopId));
        if (who === 'merchant') {
          expect([...shops]).toEqual([SAMPLE_SHOP]);
          expect(ids).toContain('sample');
        } else if (who === 'otherMerchant') {
          expect(ids).toEqual([otherShopHarness]);
        } else {
          expect(ids).toEqual(expect.arrayContaining(['sample', otherShopHarness]));
          expect(shops.size).toBe(3);
        }
      },
    },
    {
      route: 'GET harness',
      allowed: EVERYONE,
      scoped: true,
      run: get(S),
      check: (res) => expect(res.body).toMatchObject({ id: 'sample', latestVersion: 2 }),
    },
    {
      route: 'GET draft',
      allowed: EVERYONE,
      scoped: true,
      run: get(`${S}/draft`),
      check: (res) =>
        expect((res.body as { entities: unknown[] }).entities.length).toBeGreaterThan(10),
    },
    ...KIND_KEYS.map(([kind, key]): Case => ({
      route: `GET draft ${kind}`,
      allowed: EVERYONE,
      scoped: true,
      run: get(`${S}/draft/entities/${kind}/${key}`),
      check: (res) => {
        expect(res.body).toMatchObject({ kind, key, revision: 1 });
        expect(res.headers.get('etag')).toBe('"1"');
      },
    })),
    {
      route: 'GET versions',
      allowed: EVERYONE,
      scoped: true,
      run: get(`${S}/versions`),
      check: (res) =>
        expect(res.body).toMatchObject({ items: [{ number: 2 }, { number: 1 }], nextCursor: null }),
    },
    {
      route: 'GET versions/2',
      allowed: EVERYONE,
      scoped: true,
      run: get(`${S}/versions/2`),
      check: (res) =>
        expect(res.body).toMatchObject({ number: 2, document: { name: expect.any(String) } }),
    },
    {
      route: 'GET diff',
      allowed: EVERYONE,
      scoped: true,
      run: get(`${S}/diff?from=2&to=draft`),
      check: (res) => expect(res.body).toMatchObject({ from: '2', to: 'draft', changes: [] }),
    },
    {
      route: 'GET labels',
      allowed: EVERYONE,
      scoped: true,
      run: get(`${S}/labels`),
      check: (res) =>
        expect(res.body).toEqual([
          expect.objectContaining({ name: 'production', version: 2 }),
          expect.objectContaining({ name: 'staging', version: 2 }),
        ]),
    },
    {
      route: 'GET labels/production/moves',
      allowed: EVERYONE,
      scoped: true,
      run: get(`${S}/labels/production/moves`),
      check: (res) =>
        expect(res.body).toMatchObject({
          // Newest first: this suite's move, then the seeded history's.
          items: [
            { toVersion: 2, reason: 'publish v2' },
            { toVersion: 1, actor: 'system' },
          ],
        }),
    },
    {
      route: 'GET resolved',
      allowed: EVERYONE,
      scoped: true,
      run: get(`${S}/resolved?label=production&key=viewer-1`),
      check: (res) => {
        expect(res.headers.get('x-harness-version')).toBe('2');
        expect(res.headers.get('etag')).toMatch(/^".+"$/);
        expect(res.body).toMatchObject({ harnessId: 'sample', version: 2 });
      },
    },
    {
      route: 'GET export',
      allowed: EVERYONE,
      scoped: true,
      run: get(`${S}/export?source=label:production`),
      check: (res) =>
        expect(Object.keys((res.body as { files: object }).files)).toContain('harness.yaml'),
    },
    {
      route: 'GET audit',
      allowed: NOT_MERCHANTS,
      scoped: false,
      run: get('/audit?limit=5'),
      check: (res) => expect((res.body as { items: unknown[] }).items).toHaveLength(5),
    },
    {
      route: 'GET audit?harnessId=sample',
      allowed: NOT_MERCHANTS,
      scoped: false,
      run: get('/audit?harnessId=sample'),
      check: (res) => {
        const items = (res.body as { items: { harnessId: string }[] }).items;
        expect(items.length).toBeGreaterThan(0);
        expect(items.every((i) => i.harnessId === 'sample')).toBe(true);
      },
    },
    {
      route: 'POST validate',
      allowed: EVERYONE,
      scoped: false,
      run: (who) => api.as(who, 'POST', '/validate', { body: sampleDocument() }),
      check: (res) => expect(res.body).toMatchObject({ valid: true }),
    },
    {
      route: 'GET tokens',
      allowed: ['admin'],
      scoped: false,
      run: get('/tokens'),
      check: (res) => {
        expect((res.body as unknown[]).length).toBeGreaterThanOrEqual(7);
        expect(res.text).not.toMatch(/hs_[A-Za-z0-9_-]{20,}/); // no secret is ever shown again
      },
    },
  ];

  for (const c of cases) {
    for (const who of WHO) {
      const otherShop = who === 'otherMerchant' && c.scoped;
      const allowed = c.allowed.includes(who) && !otherShop;
      const expected = allowed ? 200 : otherShop ? 404 : 403;
      it(`${c.route}: ${who} gets ${expected}`, async () => {
        const res = await c.run(who);
        if (allowed) {
          expect(res.status, res.text).toBe(200);
          expect(res.headers.get('content-type')).toContain('application/json');
          c.check?.(res, who);
        } else {
          expectProblem(res, expected);
        }
      });
    }
  }

  it('GET events: every role of the shop gets a stream, another shop 404', async () => {
    const results = await Promise.all(
      WHO.map((who) => openEventStream(api.baseUrl(), `${S}/events`, bearer(api.token(who)))),
    );
    results.forEach((r, i) => {
      if (WHO[i] === 'otherMerchant') {
        expect(r.status).toBe(404);
        expect(r.contentType).toContain('application/problem+json');
      } else {
        expect(r.status).toBe(200);
        expect(r.contentType).toContain('text/event-stream');
      }
    });
  });

  it("a merchant gets 404 on another shop's harness, both ways", async () => {
    const [mine, theirs] = await Promise.all([
      api.as('merchant', 'GET', `/harnesses/${otherShopHarness}/draft`),
      api.as('otherMerchant', 'GET', `/harnesses/${otherShopHarness}/draft`),
    ]);
    expectProblem(mine, 404);
    expect(theirs.status).toBe(200);
  });
});
