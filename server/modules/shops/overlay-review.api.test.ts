import { expect, it } from 'vitest';
import type { OverlayVersion, ProposedOverlay, ShopDetail } from '../../../src/harness/overlay';
import type { ChangeRequest } from '../../../src/harness/release/change-request';
import { count } from '../../db/testing/harness-fixtures';
import { describeApi, type ApiContext, type Caller } from '../../testing/describe-api';
import { createSampleHarness, editSettings, expectProblem } from '../../testing/api-helpers';

// With settings.release.shopOverlays `review`, a merchant's save is a change request
// for ops; the host runs the served version until ops publish it.

async function reviewedBase(api: ApiContext): Promise<string> {
  const id = await createSampleHarness(api, { prefix: 'review' });
  await editSettings(api, id, (s) => ({ ...s, release: { shopOverlays: 'review' } }));
  return id;
}

describeApi('shop overlays under review', (api) => {
  const shopPath = (id: string) => `/harnesses/${id}/shops/shanlan-tea`;
  const save = (id: string, who: Caller, tone: string, ifMatch: string | null) =>
    api.as<ProposedOverlay>(who, 'PUT', `${shopPath(id)}/overlay`, {
      body: { overlay: { preferences: { tone } }, message: `tone ${tone}` },
      headers: ifMatch === null ? { 'if-none-match': '*' } : { 'if-match': `"${ifMatch}"` },
    });
  const detail = async (id: string, who: Caller = 'merchant') => {
    const res = await api.as<ShopDetail>(who, 'GET', shopPath(id));
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const request = (id: string, n: number) =>
    api.as<ChangeRequest>('ops', 'GET', `/harnesses/${id}/change-requests/${n}`);

  it('a merchant’s save becomes a request; served only once ops approve and publish it', async () => {
    const id = await reviewedBase(api);
    const before = await detail(id);
    expect(before).toMatchObject({ reviewRequired: true, pending: null, overlayVersion: null });
    expect((await detail(id, 'ops')).reviewRequired).toBe(false);

    const first = await save(id, 'merchant', 'calm', null);
    expect(first.status, first.text).toBe(202);
    expect(first.body).toMatchObject({ number: 1, changeRequest: { state: 'open' } });
    const requestId = first.body.changeRequest.id;
    let shop = await detail(id);
    // Not served: the host still runs the base as it is.
    expect(shop.overlayVersion).toBeNull();
    expect(shop.pending).toMatchObject({ requestId, state: 'open', version: { number: 1 } });

    // The next edit starts from the proposal and revises the same request.
    expectProblem(await save(id, 'merchant', 'friendly', null), 412);
    const second = await save(id, 'merchant', 'friendly', '1');
    expect(second.status, second.text).toBe(202);
    expect(second.body).toMatchObject({ number: 2, changeRequest: { id: requestId } });
    const opened = await request(id, requestId);
    expect(opened.body).toMatchObject({
      author: 'merchant-user',
      target: { kind: 'shop', shopId: 'shanlan-tea' },
      proposal: { kind: 'overlay', overlayVersion: 2 },
      revision: 2,
      approvals: { required: 1, roles: ['ops', 'admin'] },
    });

    // Ops ask for changes: the merchant sees the note.
    const review = (verdict: string, body = '') =>
      api.as('ops', 'POST', `/harnesses/${id}/change-requests/${requestId}/reviews`, {
        body: { verdict, body },
      });
    expect((await review('request_changes', 'Keep the tone calm on weekdays')).status).toBe(201);
    shop = await detail(id);
    expect(shop.pending).toMatchObject({
      state: 'changes_requested',
      changesRequested: 'Keep the tone calm on weekdays',
    });
    const third = await save(id, 'merchant', 'calm', '2');
    expect(third.body.changeRequest).toEqual({ id: requestId, state: 'open' });
    expect((await detail(id)).pending?.changesRequested).toBeNull();

    // A merchant may not approve or publish its own change.
    const selfApprove = await api.as(
      'merchant',
      'POST',
      `/harnesses/${id}/change-requests/${requestId}/reviews`,
      { body: { verdict: 'approve' } },
    );
    expect([403, 409]).toContain(selfApprove.status);
    expect((await review('approve')).status).toBe(201);
    const published = await api.as<ChangeRequest>(
      'ops',
      'POST',
      `/harnesses/${id}/change-requests/${requestId}/publish`,
      { body: {} },
    );
    expect(published.status, published.text).toBe(200);
    expect(published.body.state).toBe('published');
    shop = await detail(id);
    expect(shop).toMatchObject({ overlayVersion: 3, pending: null });
    expect(shop.overlay.preferences).toMatchObject({ tone: 'calm' });
    const audit = await api
      .db()
      .query<{ action: string }>(
        `SELECT action FROM audit_log WHERE harness_id = ? AND entity = 'shop/shanlan-tea'`,
        [id],
      );
    expect(audit.map((a) => a.action)).toEqual([
      'overlay.propose',
      'overlay.propose',
      'overlay.propose',
      'overlay.publish',
    ]);
  });

  it('ops save at once, numbered after the proposals; a scheduled change is locked (409)', async () => {
    const id = await reviewedBase(api);
    const proposed = await save(id, 'merchant', 'calm', null);
    expect(proposed.status).toBe(202);
    // Ops are not reviewed: served at once, numbered after the merchant's proposal.
    const direct = await api.as<OverlayVersion>('ops', 'PUT', `${shopPath(id)}/overlay`, {
      body: { overlay: { preferences: { tone: 'energetic' } } },
      headers: { 'if-none-match': '*' },
    });
    expect(direct.status, direct.text).toBe(201);
    expect(direct.body.number).toBe(2);
    expect((await detail(id)).overlayVersion).toBe(2);

    const requestId = proposed.body.changeRequest.id;
    const path = `/harnesses/${id}/change-requests/${requestId}`;
    expect(
      (await api.as('ops', 'POST', `${path}/reviews`, { body: { verdict: 'approve' } })).status,
    ).toBe(201);
    const at = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16) + 'Z';
    const scheduled = await api.as('ops', 'POST', `${path}/schedule`, { body: { at } });
    expect(scheduled.status, scheduled.text).toBe(201);
    expect((await detail(id)).pending).toMatchObject({
      state: 'scheduled',
      at: expect.any(String),
    });

    const versionsBefore = await count(api.db(), 'overlay_versions');
    const locked = expectProblem(await save(id, 'merchant', 'friendly', '1'), 409);
    expect(locked.detail).toMatch(/scheduled/);
    expect(await count(api.db(), 'overlay_versions')).toBe(versionsBefore);
  });
});
