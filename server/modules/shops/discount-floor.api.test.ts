import { expect, it } from 'vitest';
import type { MergedShop, OverlayVersion, ShopDetail } from '../../../src/harness/overlay';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { auditCount, createSampleHarness, expectProblem } from '../../testing/api-helpers';
import { sampleHarness } from '../../../src/harness/sample';
import { addShop, newVersion, publish, putOverlay } from '../delivery/shop-testing';

// A shop's discount floor may only be stricter than the platform's (the sample's 60%): a
// merchant's lower one is refused at its field; one stored before the rule never lowers what
// the host runs.

interface LayeredProblem {
  errors: { pointer: string; code: string; layer: string; params?: Record<string, unknown> }[];
}
interface Host {
  document: { preferences: { discountFloor: number } };
}

const FLOOR = '/overlay/preferences/discountFloor';

async function merchantShop(api: ApiContext) {
  const id = await createSampleHarness(api, { prefix: 'floor-shop' });
  const shop = `/harnesses/${id}/shops/shanlan-tea`;
  const put = (overlay: unknown, headers: Record<string, string>) =>
    api.as<OverlayVersion>('merchant', 'PUT', `${shop}/overlay`, { body: { overlay }, headers });
  return { id, shop, put };
}

describeApi('A shop’s discount floor', (api) => {
  it('refuses a merchant’s lower floor at its field, writing nothing', async () => {
    const { shop, put } = await merchantShop(api);
    const before = await auditCount(api.db());
    const res = await put({ preferences: { discountFloor: 0.1 } }, { 'if-none-match': '*' });
    const problem = expectProblem(res, 422, FLOOR) as unknown as LayeredProblem;
    expect(problem.errors).toEqual([
      expect.objectContaining({
        pointer: FLOOR,
        code: 'overlay.floor_loosened',
        layer: 'overlay',
        params: { field: 'discountFloor', value: 10, floor: 60 },
      }),
    ]);
    expect(await auditCount(api.db())).toBe(before);
    const detail = await api.as<ShopDetail>('merchant', 'GET', shop);
    expect(detail.body.overlayVersion).toBeNull();
  });

  it('saves a merchant’s higher floor, which the shop’s host then keeps to', async () => {
    const { shop, put } = await merchantShop(api);
    // The platform's campaigns under 80% (满299减50 leaves 249 of 358) are the platform's to
    // mind: said as warnings, they never block a stricter floor.
    const res = await put({ preferences: { discountFloor: 0.8 } }, { 'if-none-match': '*' });
    expect(res.status, res.text).toBe(201);
    const merged = await api.as<MergedShop & Host>('merchant', 'GET', `${shop}/merged`);
    expect(merged.body.document.preferences.discountFloor).toBe(0.8);
    expect(merged.body.origins.preferences.discountFloor).toBe('overlay');

    expect(merged.body.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'promotion.below_floor',
        layer: 'base',
        severity: 'warning',
      }),
    );
    // The shop's own flash sale is held to the shop's floor: 169 of 268 is 63%, under 80%.
    const own = { ...sampleHarness.promotions![2]!, id: 'own-flash' };
    const under = await put(
      { preferences: { discountFloor: 0.8 }, promotions: [own] },
      { 'if-match': '"1"' },
    );
    const problem = expectProblem(under, 422, '/overlay/promotions/0/price');
    expect((problem as unknown as LayeredProblem).errors[0]).toMatchObject({
      code: 'promotion.below_floor',
      layer: 'overlay',
      params: { floor: 80, percent: 63 },
    });
  });

  it('serves the platform’s floor when a lower one was stored before the rule', async () => {
    const id = await createSampleHarness(api, { prefix: 'floor-old', shopId: 'platform' });
    await addShop(api.db(), id, { shopId: 'tea-a', name: '茶A' });
    // Written through the store, past the route's check: an overlay saved before the rule.
    await putOverlay(api.db(), id, 'tea-a', { preferences: { discountFloor: 0.1 } }, null);
    await publish(api, id, await newVersion(api, id, 'one'));

    const served = await api.as<Host>(
      'qa',
      'GET',
      `/harnesses/${id}/resolved?label=production&shop=tea-a`,
    );
    expect(served.status, served.text).toBe(200);
    expect(served.body.document.preferences.discountFloor).toBe(0.6);

    const merged = await api.as<MergedShop & Host>(
      'qa',
      'GET',
      `/harnesses/${id}/shops/tea-a/merged`,
    );
    expect(merged.body.document.preferences.discountFloor).toBe(0.6);
    expect(merged.body.origins.preferences.discountFloor).toBe('base');
    expect(merged.body.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'overlay.floor_loosened', layer: 'overlay' }),
    );
  });
});
