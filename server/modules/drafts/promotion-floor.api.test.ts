import { expect, it } from 'vitest';
import type { Diagnostic } from '../../../src/harness';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import {
  auditCount,
  createSampleHarness,
  expectProblem,
  readEntity,
} from '../../testing/api-helpers';

// A promotion under the discount floor (the sample's 60% of the list prices its product
// fixtures state) is refused where it is written: 422 at the promotion's field, nothing saved.

const SALE = 'baicha-flash-sale';

interface FloorProblem {
  errors: { pointer: string; code: string; params: Record<string, unknown> }[];
}

async function putPromotion(
  api: ApiContext,
  id: string,
  key: string,
  body: unknown,
  headers: Record<string, string>,
) {
  return api.as('ops', 'PUT', `/harnesses/${id}/draft/entities/promotion/${key}`, {
    body,
    headers,
  });
}

describeApi('Promotions under the discount floor', (api) => {
  it('refuses a flash price under the floor at /price, writing nothing', async () => {
    const id = await createSampleHarness(api, { prefix: 'floor' });
    const sale = await readEntity(api, id, 'promotion', SALE);
    const before = await auditCount(api.db());
    const res = await putPromotion(
      api,
      id,
      SALE,
      { ...sale.value, scope: { kind: 'products', ids: ['p-longjing-250'] }, price: 99 },
      { 'if-match': `"${sale.revision}"` },
    );
    const problem = expectProblem(res, 422, '/price') as unknown as FloorProblem;
    expect(problem.errors).toEqual([
      expect.objectContaining({
        pointer: '/price',
        code: 'promotion.below_floor',
        params: {
          name: '寿眉饼预热秒杀169元',
          kind: 'flash_sale',
          percent: 28,
          floor: 60,
          limit: 214.8,
          product: 'p-longjing-250',
          price: 99,
          listPrice: 358,
        },
      }),
    ]);
    expect(await auditCount(api.db())).toBe(before);
    expect((await readEntity(api, id, 'promotion', SALE)).revision).toBe(sale.revision);
  });

  it('refuses a new percentage promotion under the floor at /percentOff, creating nothing', async () => {
    const id = await createSampleHarness(api, { prefix: 'floor' });
    const member = await readEntity(api, id, 'promotion', 'member-95');
    const res = await putPromotion(
      api,
      id,
      'half-off',
      { ...member.value, id: 'half-off', name: '会员五折', percentOff: 50 },
      { 'if-none-match': '*' },
    );
    const problem = expectProblem(res, 422, '/percentOff') as unknown as FloorProblem;
    expect(problem.errors[0]).toMatchObject({
      code: 'promotion.below_floor',
      params: { kind: 'percentage', off: 50, percent: 50, floor: 60, limit: 40 },
    });
    const read = await api.as('qa', 'GET', `/harnesses/${id}/draft/entities/promotion/half-off`);
    expect(read.status).toBe(404);
  });

  it('saves a price at the floor, and says a floor raised later at the promotions it puts under', async () => {
    const id = await createSampleHarness(api, { prefix: 'floor' });
    const sale = await readEntity(api, id, 'promotion', SALE);
    // 60% of p-shoumei-357's 268 is 160.8.
    const saved = await putPromotion(
      api,
      id,
      SALE,
      { ...sale.value, price: 160.8 },
      { 'if-match': `"${sale.revision}"` },
    );
    expect(saved.status, saved.text).toBe(200);

    // The floor is the platform's to raise; the promotions it puts under are the draft's errors.
    const prefs = await readEntity(api, id, 'preferences', 'preferences');
    const raised = await api.as(
      'ops',
      'PUT',
      `/harnesses/${id}/draft/entities/preferences/preferences`,
      {
        body: { ...prefs.value, discountFloor: 0.7 },
        headers: { 'if-match': `"${prefs.revision}"` },
      },
    );
    expect(raised.status, raised.text).toBe(200);
    const draft = await api.as<{ diagnostics: Diagnostic[] }>(
      'qa',
      'GET',
      `/harnesses/${id}/draft`,
    );
    const under = draft.body.diagnostics.filter((d) => d.code === 'promotion.below_floor');
    expect(under.map((d) => d.pointer)).toEqual([
      '/promotions/0/discount',
      '/promotions/1/amount',
      '/promotions/2/price',
    ]);
    // A version of it is refused at the same places.
    const version = await api.as('admin', 'POST', `/harnesses/${id}/versions`, {
      body: { message: 'floor 70%' },
    });
    expectProblem(version, 422, '/promotions/2/price');
  });
});
