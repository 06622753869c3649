import { beforeAll, expect, it } from 'vitest';
import { uniqueId } from '../db/testing/describe-each-database';
import type { ApiResponse } from '../testing/api-client';
import { describeApi, type Caller } from '../testing/describe-api';
import {
  auditCount,
  createSampleHarness,
  expectProblem,
  readEntity,
  sampleDocument,
  tagOf,
  tagged,
  type EntityBody,
} from '../testing/api-helpers';

type Who = Exclude<Caller, 'anonymous'>;
/** admin last: it is the one that finally archives the shared archive target. */
const WHO: Who[] = ['merchant', 'otherMerchant', 'ops', 'engineer', 'qa', 'publisher', 'admin'];

const ENTITY_WRITERS: Record<string, { key: string; allowed: Who[] }> = {
  // The base's preferences are the platform's defaults: a merchant edits its shop's overlay.
  preferences: { key: 'preferences', allowed: ['ops', 'engineer', 'admin'] },
  prompt: { key: 'prompt', allowed: ['ops', 'engineer', 'admin'] },
  skill: { key: 'greeting', allowed: ['ops', 'engineer', 'admin'] },
  promotion: { key: 'double12-threshold', allowed: ['ops', 'engineer', 'admin'] },
  tool: { key: 'get_product_detail', allowed: ['engineer', 'admin'] },
  hook: { key: 'off-topic-guard', allowed: ['engineer', 'admin'] },
  meta: { key: 'meta', allowed: ['engineer', 'admin'] },
};

interface Case {
  route: string;
  allowed: Who[];
  /** The status an allowed role gets. */
  status: number;
  /** A route of one harness: a merchant of another shop gets 404, not 403. */
  scoped: boolean;
  /** Setup done as admin before the request (not counted as the request's writes). */
  prepare?: (who: Who) => Promise<string>;
  run: (who: Who, prepared: string) => Promise<ApiResponse>;
  check?: (res: ApiResponse, who: Who, prepared: string) => void;
}

describeApi('Roles: every write route, per role', (api) => {
  /** A harness of the sample shop with version 1; every write lands here. */
  let target = '';
  /** Refused archives try this one; admin archives it last. */
  let archiveTarget = '';
  let folder: Record<string, string> = {};

  beforeAll(async () => {
    [target, archiveTarget] = await Promise.all([
      createSampleHarness(api, { prefix: 'roles' }),
      createSampleHarness(api, { prefix: 'archive' }),
    ]);
    const [v1, exported] = await Promise.all([
      api.as('admin', 'POST', `/harnesses/${target}/versions`, { body: { message: 'v1' } }),
      api.as<{ files: Record<string, string> }>('admin', 'GET', '/harnesses/sample/export'),
    ]);
    expect(v1.status, v1.text).toBe(201);
    expect(exported.status).toBe(200);
    folder = exported.body.files;
  });

  const entityPath = (kind: string, key: string) =>
    `/harnesses/${target}/draft/entities/${kind}/${key}`;

  /** Creates a fresh skill or tool as admin, so a role can delete it. */
  async function freshEntity(kind: 'skill' | 'tool', who: Who): Promise<string> {
    const key = kind === 'skill' ? `gone-${uniqueId(who.toLowerCase())}` : `gone_${who}_tool`;
    const base = await readEntity(
      api,
      target,
      kind,
      kind === 'skill' ? 'greeting' : 'check_inventory',
    );
    const value = { ...base.value, [kind === 'skill' ? 'id' : 'name']: key };
    const res = await api.as('admin', 'PUT', entityPath(kind, key), {
      body: value,
      headers: { 'if-none-match': '*' },
    });
    expect(res.status, res.text).toBe(201);
    return key;
  }

  const cases: Case[] = [
    ...Object.entries(ENTITY_WRITERS).map(([kind, { key, allowed }]): Case => ({
      route: `PUT draft ${kind}`,
      allowed,
      status: 200,
      scoped: true,
      run: async (who) => {
        const e = await readEntity(api, target, kind, key);
        return api.as(who, 'PUT', entityPath(kind, key), {
          body: tagged(kind, e.value, `${kind} by ${who}`),
          headers: { 'if-match': `"${e.revision}"` },
        });
      },
      check: (res, who) => {
        const body = res.body as EntityBody;
        expect(tagOf(kind, body.value)).toBe(`${kind} by ${who}`);
        expect(res.headers.get('etag')).toBe(`"${body.revision}"`);
      },
    })),
    {
      route: 'PUT draft skill (create)',
      allowed: ['ops', 'engineer', 'admin'],
      status: 201,
      scoped: true,
      run: async (who) => {
        const base = await readEntity(api, target, 'skill', 'greeting');
        const id = `made-by-${who.toLowerCase()}`;
        return api.as(who, 'PUT', entityPath('skill', id), {
          body: { ...base.value, id },
          headers: { 'if-none-match': '*' },
        });
      },
      check: (res) => expect((res.body as EntityBody).revision).toBe(1),
    },
    ...(['skill', 'tool'] as const).map((kind): Case => ({
      route: `DELETE draft ${kind}`,
      allowed: ENTITY_WRITERS[kind]!.allowed,
      status: 204,
      scoped: true,
      prepare: (who) => freshEntity(kind, who),
      run: (who, key) =>
        api.as(who, 'DELETE', entityPath(kind, key), { headers: { 'if-match': '"1"' } }),
    })),
    {
      route: 'POST versions',
      allowed: ['ops', 'engineer', 'admin'],
      status: 201,
      scoped: true,
      run: (who) =>
        api.as(who, 'POST', `/harnesses/${target}/versions`, { body: { message: `by ${who}` } }),
      check: (res, who) =>
        expect(res.body).toMatchObject({ message: `by ${who}`, author: `${who}-user` }),
    },
    ...(['staging', 'production'] as const).map((label): Case => ({
      route: `PUT labels/${label}`,
      allowed:
        label === 'staging' ? ['ops', 'engineer', 'publisher', 'admin'] : ['publisher', 'admin'],
      status: 200,
      scoped: true,
      run: (who) =>
        api.as(who, 'PUT', `/harnesses/${target}/labels/${label}`, {
          body: { version: 1, reason: `${who} moves it` },
        }),
      check: (res, who) =>
        expect(res.body).toMatchObject({
          label: { name: label, version: 1 },
          move: { actor: `${who}-user`, reason: `${who} moves it` },
        }),
    })),
    {
      route: 'POST archive',
      allowed: ['admin'],
      status: 200,
      scoped: true,
      run: (who) => api.as(who, 'POST', `/harnesses/${archiveTarget}/archive`),
      check: (res) => expect(res.body).toMatchObject({ id: archiveTarget, archived: true }),
    },
    {
      route: 'POST harnesses',
      allowed: ['engineer', 'admin'],
      status: 201,
      scoped: false,
      run: (who) =>
        api.as(who, 'POST', '/harnesses', {
          body: { id: uniqueId('new'), document: sampleDocument() },
        }),
      check: (res, who) => expect(res.body).toMatchObject({ createdBy: `${who}-user` }),
    },
    {
      route: 'POST harnesses/import',
      allowed: ['engineer', 'admin'],
      status: 201,
      scoped: false,
      run: (who) =>
        api.as(who, 'POST', '/harnesses/import', { body: { id: uniqueId('imp'), files: folder } }),
      check: (res) => expect(res.body).toMatchObject({ shopId: 'shanlan-tea' }),
    },
    {
      route: 'POST tokens',
      allowed: ['admin'],
      status: 201,
      scoped: false,
      run: (who) => api.as(who, 'POST', '/tokens', { body: { name: `by-${who}`, role: 'qa' } }),
      check: (res) => expect((res.body as { plaintext: string }).plaintext).toMatch(/^hs_/),
    },
    {
      route: 'DELETE tokens/{id}',
      allowed: ['admin'],
      status: 200,
      scoped: false,
      prepare: async (who) => {
        const made = await api.as<{ token: { id: string } }>('admin', 'POST', '/tokens', {
          body: { name: `victim-of-${who}`, role: 'ops' },
        });
        expect(made.status).toBe(201);
        return made.body.token.id;
      },
      run: (who, id) => api.as(who, 'DELETE', `/tokens/${id}`),
      check: (res, _who, id) =>
        expect(res.body).toMatchObject({ id, revokedAt: expect.any(String) }),
    },
  ];

  for (const c of cases) {
    for (const who of WHO) {
      const allowed = c.allowed.includes(who);
      const expected = allowed ? c.status : who === 'otherMerchant' && c.scoped ? 404 : 403;
      it(`${c.route}: ${who} gets ${expected}`, async () => {
        const prepared = (await c.prepare?.(who)) ?? '';
        const before = await auditCount(api.db());
        const res = await c.run(who, prepared);
        if (allowed) {
          expect(res.status, res.text).toBe(c.status);
          c.check?.(res, who, prepared);
          expect(await auditCount(api.db())).toBeGreaterThan(before);
        } else {
          expectProblem(res, expected);
          expect(await auditCount(api.db()), 'a refused request wrote nothing').toBe(before);
        }
      });
    }
  }

  it('an archived harness stays readable; its writes get 409 (not 412) and write nothing', async () => {
    const prefs = await readEntity(api, archiveTarget, 'preferences', 'preferences');
    const before = await auditCount(api.db());
    const base = `/harnesses/${archiveTarget}`;
    const [read, put, version, label] = await Promise.all([
      api.as('admin', 'GET', base),
      api.as('admin', 'PUT', `${base}/draft/entities/preferences/preferences`, {
        body: tagged('preferences', prefs.value, 'after archive'),
        headers: { 'if-match': `"${prefs.revision}"` },
      }),
      api.as('admin', 'POST', `${base}/versions`, { body: { message: 'after archive' } }),
      api.as('admin', 'PUT', `${base}/labels/staging`, { body: { version: 1, reason: 'r' } }),
    ]);
    expect(read.body).toMatchObject({ archived: true });
    expectProblem(put, 409);
    expectProblem(version, 409);
    expectProblem(label, 409);
    expect(await auditCount(api.db())).toBe(before);
  });

  it('every acknowledged draft write is in the draft afterwards', async () => {
    const res = await api.as<{ entities: EntityBody[] }>(
      'admin',
      'GET',
      `/harnesses/${target}/draft`,
    );
    expect(res.status).toBe(200);
    for (const [kind, { key, allowed }] of Object.entries(ENTITY_WRITERS)) {
      const entity = res.body.entities.find((e) => e.kind === kind && e.key === key)!;
      // The last allowed writer in WHO order wrote last.
      expect(tagOf(kind, entity.value)).toBe(`${kind} by ${allowed[allowed.length - 1]}`);
      expect(entity.revision).toBe(1 + allowed.length);
    }
    const made = res.body.entities.filter(
      (e) => e.kind === 'skill' && e.key.startsWith('made-by-'),
    );
    expect(made.map((e) => e.key).sort()).toEqual([
      'made-by-admin',
      'made-by-engineer',
      'made-by-ops',
    ]);
  });
});
