import { beforeAll, expect, it } from 'vitest';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { auditCount, expectProblem, readEntity } from '../../testing/api-helpers';
import { bad, type BadCase } from '../../testing/bad-input';

const H = '/harnesses/sample';
const S = `${H}/shops`;
const TEA = `${S}/qingshan-tea`;
const first = { 'if-none-match': '*' };
const current = { 'if-match': '"1"' };

const coupon = {
  id: 'shop-coupon',
  name: '店铺券',
  type: 'coupon',
  code: 'SHOP10',
  amount: 10,
  scope: { kind: 'all' },
  window: { start: '2026-12-12T00:00', end: '2026-12-13T00:00', timeZone: 'Asia/Shanghai' },
};
const overlay = (o: unknown, headers: Record<string, string> = current) => ({
  body: { overlay: o },
  headers,
});
const put = (name: string, o: unknown, status: number, pointer?: string, code?: string) =>
  bad(name, 'PUT', `${TEA}/overlay`, { overlay: o }, status, pointer, {
    headers: current,
    ...(code ? { code } : {}),
  });

/** Bad input of every kind on the shop routes: a 4xx with a pointer, and nothing written. */
const CASES: BadCase[] = [
  // An overlay has no place for what stays the base's.
  put('an overlay with hooks', { hooks: [] }, 400, '/overlay/hooks', 'schema.unknown_field'),
  put('an overlay with tools', { tools: [] }, 400, '/overlay/tools'),
  put('an overlay with the prompt', { prompt: {} }, 400, '/overlay/prompt'),
  put('an overlay with settings', { settings: {} }, 400, '/overlay/settings'),
  put(
    'an overlay naming its shop id',
    { preferences: { shopId: 'x' } },
    400,
    '/overlay/preferences/shopId',
  ),
  put('an unknown tone', { preferences: { tone: 'angry' } }, 400, '/overlay/preferences/tone'),
  put(
    'a floor above 1',
    { preferences: { discountFloor: 2 } },
    400,
    '/overlay/preferences/discountFloor',
  ),
  put(
    'a promotion without a window',
    { promotions: [{ ...coupon, window: undefined }] },
    400,
    '/overlay/promotions/0/window',
  ),
  put(
    'a skill switched off twice',
    { disabledSkills: ['greeting', 'greeting'] },
    400,
    '/overlay/disabledSkills',
  ),
  put('a variable value not text', { variables: { x: 1 } }, 400, '/overlay/variables/x'),
  bad('no overlay', 'PUT', `${TEA}/overlay`, { message: 'x' }, 400, '/overlay', {
    headers: current,
  }),
  bad('an unknown body field', 'PUT', `${TEA}/overlay`, { overlay: {}, extra: 1 }, 400, '/extra', {
    headers: current,
  }),
  bad(
    'a message too long',
    'PUT',
    `${TEA}/overlay`,
    { overlay: {}, message: 'x'.repeat(501) },
    400,
    '/message',
    { headers: current },
  ),
  // The merged host would be invalid: 422 pointing into the overlay, with its layer.
  put(
    'a reversed promotion window',
    { promotions: [{ ...coupon, window: { ...coupon.window, start: '2026-12-14T00:00' } }] },
    422,
    '/overlay/promotions/0/window/end',
    'promotion.window_reversed',
  ),
  put(
    'a promotion id of a campaign',
    { promotions: [{ ...coupon, id: 'double12-threshold' }] },
    422,
    '/overlay/promotions/0/id',
    'promotion.duplicate_id',
  ),
  put(
    'switching off an unknown skill',
    { disabledSkills: ['no-such-skill'] },
    422,
    '/overlay/disabledSkills/0',
    'overlay.unknown_skill',
  ),
  put(
    'a value for an unknown variable',
    { variables: { nope: 'x' } },
    422,
    '/overlay/variables/nope',
    'overlay.unknown_variable',
  ),
  put(
    'a scope on a shop’s own promotion',
    { promotions: [{ ...coupon, shops: { kind: 'tag', tag: 'vip' } }] },
    422,
    '/overlay/promotions/0/shops',
    'overlay.promotion_scope',
  ),
  // Preconditions.
  bad('no If-Match', 'PUT', `${TEA}/overlay`, { overlay: {} }, 428),
  bad('a malformed If-Match', 'PUT', `${TEA}/overlay`, { overlay: {} }, 400, '/headers/if-match', {
    headers: { 'if-match': 'one' },
  }),
  bad('a stale If-Match', 'PUT', `${TEA}/overlay`, { overlay: {} }, 412, undefined, {
    headers: { 'if-match': '"7"' },
  }),
  bad(
    'If-None-Match over a saved overlay',
    'PUT',
    `${TEA}/overlay`,
    { overlay: {} },
    412,
    undefined,
    { headers: first },
  ),
  bad(
    'a bad If-None-Match',
    'PUT',
    `${TEA}/overlay`,
    { overlay: {} },
    400,
    '/headers/if-none-match',
    { headers: { 'if-none-match': '"1"' } },
  ),
  // Paths and queries.
  bad(
    'a shop id that does not exist',
    'PUT',
    `${S}/no-such-shop/overlay`,
    { overlay: {} },
    404,
    '/params/shopId',
    { headers: first, code: 'shop.unknown' },
  ),
  bad(
    'reading a shop that does not exist',
    'GET',
    `${S}/no-such-shop`,
    undefined,
    404,
    '/params/shopId',
  ),
  bad(
    'the merged host of a shop that does not exist',
    'GET',
    `${S}/no-such-shop/merged`,
    undefined,
    404,
    '/params/shopId',
  ),
  bad('a malformed shop id', 'GET', `${S}/Not_A_Shop`, undefined, 400, '/params/shopId'),
  bad('an unknown harness', 'GET', '/harnesses/no-such-harness/shops', undefined, 404),
  bad('version 0', 'GET', `${TEA}/overlay/versions/0`, undefined, 400, '/params/n'),
  bad('a version that does not exist', 'GET', `${TEA}/overlay/versions/99`, undefined, 404),
  bad('a limit of 0', 'GET', `${S}?limit=0`, undefined, 400, '/query/limit'),
  bad('a garbage cursor', 'GET', `${S}?cursor=@@`, undefined, 400, '/query/cursor'),
  bad('a cursor of another shape', 'GET', `${S}?cursor=WzFd`, undefined, 400, '/query/cursor'),
  bad('a bad tag filter', 'GET', `${S}?tag=VIP!`, undefined, 400, '/query/tag'),
  bad('an unknown query field', 'GET', `${S}?sort=name`, undefined, 400, '/query/sort'),
  bad('a bad merged source', 'GET', `${TEA}/merged?source=latest`, undefined, 400, '/query/source'),
  // The sample is seeded with production and staging published: a label it does not have.
  bad(
    'a merged source label that does not exist',
    'GET',
    `${TEA}/merged?source=label:canary`,
    undefined,
    404,
  ),
  // Creating and editing shops.
  bad('a shop id with capitals', 'POST', S, { shopId: 'Tea', name: 'x' }, 400, '/shopId'),
  bad('a shop without a name', 'POST', S, { shopId: 'nameless' }, 400, '/name'),
  bad(
    'a bad tag',
    'POST',
    S,
    { shopId: 'tagged', name: 'x', tags: ['ok', 'Not OK'] },
    400,
    '/tags/1',
  ),
  bad(
    'a tag given twice',
    'POST',
    S,
    { shopId: 'twice', name: 'x', tags: ['a', 'a'] },
    400,
    '/tags',
  ),
  bad('a shop that exists', 'POST', S, { shopId: 'qingshan-tea', name: 'x' }, 409),
  bad('renaming the shop id', 'PATCH', TEA, { shopId: 'other' }, 400, '/shopId'),
  bad('an empty name', 'PATCH', TEA, { name: '' }, 400, '/name'),
  bad(
    'too many tags',
    'PATCH',
    TEA,
    { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
    400,
    '/tags',
  ),
  bad('patching a shop that does not exist', 'PATCH', `${S}/no-such-shop`, { name: 'x' }, 404),
  // Reach.
  bad(
    'a scope of an unknown kind',
    'POST',
    `${S}/reach`,
    { scope: { kind: 'some' } },
    400,
    '/scope/kind',
  ),
  bad(
    'an empty list scope',
    'POST',
    `${S}/reach`,
    { scope: { kind: 'list', shops: [] } },
    400,
    '/scope/shops',
  ),
  bad(
    'a list scope with a bad id',
    'POST',
    `${S}/reach`,
    { scope: { kind: 'list', shops: ['ok', 'BAD'] } },
    400,
    '/scope/shops/1',
  ),
  // Not JSON.
  bad('a body that is not JSON', 'POST', S, undefined, 400, '', {
    rawBody: '{"shopId":',
    headers: { 'content-type': 'application/json' },
    code: 'bad_json',
  }),
];

/** Everything a shop route could write: shops, their overlays and versions, the audit log. */
async function shopState(api: ApiContext): Promise<unknown> {
  const list = await api.as<{ items: { shopId: string }[] }>('admin', 'GET', `${S}?limit=100`);
  const shops = await Promise.all(
    list.body.items.map(async (s) => {
      const [detail, versions] = await Promise.all([
        api.as('admin', 'GET', `${S}/${s.shopId}`),
        api.as('admin', 'GET', `${S}/${s.shopId}/overlay/versions?limit=100`),
      ]);
      return { detail: detail.body, versions: versions.body };
    }),
  );
  const draft = await api.as('admin', 'GET', `${H}/draft`);
  return { list: list.body, shops, draft: draft.body, audit: await auditCount(api.db()) };
}

describeApi('Shops: bad input', (api) => {
  let before: unknown;
  beforeAll(async () => {
    before = await shopState(api);
  });

  it('has distinct cases', () => expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length));

  for (const c of CASES) {
    it(`${c.name} -> ${c.status}${c.pointer !== undefined ? ` at "${c.pointer}"` : ''}`, async () => {
      const res = await api.as(c.who ?? 'admin', c.method, c.path, {
        body: c.body,
        rawBody: c.rawBody,
        headers: c.headers,
      });
      const problem = expectProblem(res, c.status, c.pointer);
      if (c.code) expect(problem.errors?.map((e) => e.code)).toContain(c.code);
    });
  }

  it('says which layer a problem of the merged host comes from', async () => {
    const res = await api.as(
      'admin',
      'PUT',
      `${TEA}/overlay`,
      overlay({ promotions: [{ ...coupon, id: 'double12-threshold' }] }),
    );
    const problem = expectProblem(res, 422) as unknown as {
      errors: { layer: string; pointer: string }[];
    };
    expect(problem.errors).toContainEqual(
      expect.objectContaining({ layer: 'overlay', pointer: '/overlay/promotions/0/id' }),
    );
  });

  it('refuses a campaign scope naming unknown shops in the draft, at each one', async () => {
    const promotion = await readEntity(api, 'sample', 'promotion', 'double12-threshold');
    const scoped = (shops: string[]) => ({ ...promotion.value, shops: { kind: 'list', shops } });
    const res = await api.as('ops', 'PUT', `${H}/draft/entities/promotion/double12-threshold`, {
      body: scoped(['qingshan-tea', 'nope', 'jinye-teahouse', 'gone']),
      headers: { 'if-match': `"${promotion.revision}"` },
    });
    const problem = expectProblem(res, 400, '/shops/shops/1');
    expect(problem.errors?.map((e) => [e.pointer, e.code])).toEqual([
      ['/shops/shops/1', 'shop.unknown'],
      ['/shops/shops/3', 'shop.unknown'],
    ]);
    // A new campaign too, before it exists.
    const created = await api.as('ops', 'PUT', `${H}/draft/entities/promotion/new-campaign`, {
      body: { ...scoped(['nope']), id: 'new-campaign' },
      headers: first,
    });
    expectProblem(created, 400, '/shops/shops/0');
  });

  it('wrote nothing: shops, overlays, versions, draft and audit log unchanged', async () => {
    expect(await shopState(api)).toEqual(before);
  });

  it('saves a campaign scoped to shops that exist', async () => {
    const promotion = await readEntity(api, 'sample', 'promotion', 'double12-threshold');
    const res = await api.as('ops', 'PUT', `${H}/draft/entities/promotion/double12-threshold`, {
      body: { ...promotion.value, shops: { kind: 'list', shops: ['qingshan-tea'] } },
      headers: { 'if-match': `"${promotion.revision}"` },
    });
    expect(res.status, res.text).toBe(200);
  });
});
