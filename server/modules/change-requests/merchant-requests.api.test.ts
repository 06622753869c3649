import { expect, it } from 'vitest';
import type { ProposedOverlay } from '../../../src/harness/overlay';
import type { ChangeRequest } from '../../../src/harness/release/change-request';
import { describeApi, type ApiContext, type Caller } from '../../testing/describe-api';
import { createSampleHarness, editSettings, expectProblem } from '../../testing/api-helpers';

// A merchant follows its own shop's change requests (its saved settings waiting for review):
// the list and each request, never another shop's, which answers as if it were not there.

async function twoShopsUnderReview(api: ApiContext): Promise<string> {
  const id = await createSampleHarness(api, { prefix: 'mreq' });
  await editSettings(api, id, (s) => ({ ...s, release: { shopOverlays: 'review' } }));
  const shop = await api.as('admin', 'POST', `/harnesses/${id}/shops`, {
    body: { shopId: 'other-shop', name: 'Other shop', tags: [] },
  });
  expect(shop.status, shop.text).toBe(201);
  return id;
}

const propose = async (api: ApiContext, id: string, who: Caller, shopId: string) => {
  const res = await api.as<ProposedOverlay>(
    who,
    'PUT',
    `/harnesses/${id}/shops/${shopId}/overlay`,
    {
      body: { overlay: { preferences: { tone: 'calm' } }, message: 'calmer' },
      headers: { 'if-none-match': '*' },
    },
  );
  expect(res.status, res.text).toBe(202);
  return res.body.changeRequest.id;
};

describeApi('a merchant’s change requests', (api) => {
  it('lists and opens its own shop’s requests; another shop’s is not there (404)', async () => {
    const id = await twoShopsUnderReview(api);
    const own = await propose(api, id, 'merchant', 'shanlan-tea');
    const other = await propose(api, id, 'otherMerchant', 'other-shop');
    const base = `/harnesses/${id}/change-requests`;

    const list = await api.as<{ items: ChangeRequest[] }>('merchant', 'GET', base);
    expect(list.status, list.text).toBe(200);
    expect(list.body.items.map((r) => r.id)).toEqual([own]);
    const mine = await api.as<ChangeRequest>('merchant', 'GET', `${base}/${own}`);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.target).toEqual({ kind: 'shop', shopId: 'shanlan-tea' });

    // Another shop's request: reading, commenting, closing and its pins all answer 404.
    const before = await api.as<ChangeRequest>('ops', 'GET', `${base}/${other}`);
    expectProblem(await api.as('merchant', 'GET', `${base}/${other}`), 404);
    expectProblem(
      await api.as('merchant', 'POST', `${base}/${other}/reviews`, {
        body: { verdict: 'comment', body: 'nosy' },
      }),
      404,
    );
    expectProblem(await api.as('merchant', 'POST', `${base}/${other}/close`), 404);
    expectProblem(await api.as('merchant', 'GET', `${base}/${other}/pins/suggestions`), 404);
    const after = await api.as<ChangeRequest>('ops', 'GET', `${base}/${other}`);
    expect(after.body).toEqual(before.body);

    // Everyone else reads any shop's request as before.
    expect((await api.as('qa', 'GET', `${base}/${other}`)).status).toBe(200);
  });
});
