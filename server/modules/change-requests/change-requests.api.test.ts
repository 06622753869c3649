import { expect, it } from 'vitest';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { createSampleHarness, expectProblem, readEntity } from '../../testing/api-helpers';
import { count } from '../../db/testing/harness-fixtures';
import type { Label } from '../../../src/harness/records';
import type { ChangeRequest } from '../../../src/harness/release/change-request';

/** A harness whose `staging` needs one approval (default roles: publisher, admin). */
async function harnessNeedingApproval(api: ApiContext): Promise<string> {
  const id = await createSampleHarness(api, { prefix: 'cr' });
  const res = await api.as('admin', 'POST', `/harnesses/${id}/versions`, {
    body: { message: 'v1' },
  });
  expect(res.status, res.text).toBe(201);
  await editMeta(api, id, (v) => {
    v.settings = { ...v.settings, release: { approvals: { staging: { required: 1 } } } };
  });
  return id;
}

async function editMeta(
  api: ApiContext,
  id: string,
  edit: (v: { settings: Record<string, unknown>; name?: string }) => void,
) {
  const meta = await readEntity(api, id, 'meta', 'meta');
  const value = meta.value as { settings: Record<string, unknown>; name?: string };
  edit(value);
  const put = await api.as('admin', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
    headers: { 'if-match': `"${meta.revision}"` },
    body: value,
  });
  expect(put.status, put.text).toBe(200);
}

const open = (api: ApiContext, id: string, body: Record<string, unknown> = {}) =>
  api.as<ChangeRequest>('ops', 'POST', `/harnesses/${id}/change-requests`, {
    body: {
      title: 'Double-12 greeting',
      target: { kind: 'label', label: 'staging' },
      source: { kind: 'draft' },
      ...body,
    },
  });

describeApi('change requests', (api) => {
  it('opens from the draft, is approved by another role and publishes (label moved, audited)', async () => {
    const id = await harnessNeedingApproval(api);
    const opened = await open(api, id);
    expect(opened.status, opened.text).toBe(201);
    const cr = opened.body;
    expect(cr).toMatchObject({
      state: 'open',
      author: 'ops-user',
      revision: 1,
      proposal: { kind: 'version', version: 2 },
      approvals: { required: 1, have: 0, roles: ['publisher', 'admin'] },
      gate: null,
      schedule: null,
    });
    // A later draft edit does not change what is proposed.
    await editMeta(api, id, (v) => {
      v.name = 'Renamed after the request';
    });
    const path = `/harnesses/${id}/change-requests/${cr.id}`;
    const again = await api.as<ChangeRequest>('qa', 'GET', path);
    expect(again.body.proposal).toEqual({ kind: 'version', version: 2 });
    const v2 = await api.as<{ document: { name?: string } }>(
      'qa',
      'GET',
      `/harnesses/${id}/versions/2`,
    );
    expect(JSON.stringify(v2.body)).not.toContain('Renamed after the request');

    const comment = await api.as<ChangeRequest>('qa', 'POST', `${path}/reviews`, {
      body: {
        verdict: 'comment',
        body: 'Previewed, fine',
        pointer: { entity: 'meta/meta', field: '/name' },
      },
    });
    expect(comment.status, comment.text).toBe(201);
    const approved = await api.as<ChangeRequest>('publisher', 'POST', `${path}/reviews`, {
      body: { verdict: 'approve' },
    });
    expect(approved.status, approved.text).toBe(201);
    expect(approved.body.state).toBe('approved');
    expect(approved.body.approvals.have).toBe(1);
    expect(approved.body.reviews.map((r) => [r.verdict, r.counts])).toEqual([
      ['comment', false],
      ['approve', true],
    ]);
    const pub = await api.as<ChangeRequest>('publisher', 'POST', `${path}/publish`, { body: {} });
    expect(pub.status, pub.text).toBe(200);
    expect(pub.body.state).toBe('published');
    const labels = await api.as<Label[]>('ops', 'GET', `/harnesses/${id}/labels`);
    expect(labels.body.find((l) => l.name === 'staging')!.version).toBe(2);
    expect(pub.body.serving.version).toBe(2);
    for (const action of [
      'change_request.open',
      'change_request.approve',
      'change_request.publish',
    ]) {
      expect(
        await count(api.db(), 'audit_log', 'harness_id = ? AND action = ?', [id, action]),
      ).toBe(1);
    }
    // Published: closed to further changes.
    expectProblem(await api.as('ops', 'POST', `${path}/close`), 409);
    const list = await api.as<{ items: ChangeRequest[] }>(
      'qa',
      'GET',
      `/harnesses/${id}/change-requests?state=published`,
    );
    expect(list.body.items.map((r) => r.id)).toEqual([cr.id]);
  });

  it('refuses approving your own (409), a reviewer without the role (403), publishing before quorum or closed (409)', async () => {
    const id = await harnessNeedingApproval(api);
    const cr = (await open(api, id)).body;
    const path = `/harnesses/${id}/change-requests/${cr.id}`;
    const audits = await count(api.db(), 'audit_log', 'harness_id = ?', [id]);
    expectProblem(
      await api.as('ops', 'POST', `${path}/reviews`, { body: { verdict: 'approve' } }),
      409,
    );
    expectProblem(
      await api.as('qa', 'POST', `${path}/reviews`, { body: { verdict: 'approve' } }),
      403,
    );
    expectProblem(await api.as('publisher', 'POST', `${path}/publish`, { body: {} }), 409);
    expect(await count(api.db(), 'audit_log', 'harness_id = ?', [id])).toBe(audits);
    expect(await count(api.db(), 'change_request_reviews', 'request_id = ?', [String(cr.id)])).toBe(
      0,
    );
    const closed = await api.as<ChangeRequest>('ops', 'POST', `${path}/close`);
    expect(closed.body.state).toBe('closed');
    expectProblem(await api.as('publisher', 'POST', `${path}/publish`, { body: {} }), 409);
    expectProblem(
      await api.as('publisher', 'POST', `${path}/reviews`, { body: { verdict: 'approve' } }),
      409,
    );
  });

  it('refuses an unknown label or shop at the field, writing nothing', async () => {
    const id = await harnessNeedingApproval(api);
    const before = await count(api.db(), 'change_requests');
    const versions = await count(api.db(), 'versions', 'harness_id = ?', [id]);
    const res = await open(api, id, { target: { kind: 'label', label: 'nightly' } });
    expect([400, 422]).toContain(res.status);
    expect(res.text).toContain('/target/label');
    const shop = await open(api, id, {
      target: { kind: 'shop', shopId: 'no-such-shop' },
      source: { kind: 'overlay', overlayVersion: 1 },
    });
    expect([400, 422]).toContain(shop.status);
    expect(shop.text).toContain('/target/shopId');
    expect(await count(api.db(), 'change_requests')).toBe(before);
    expect(await count(api.db(), 'versions', 'harness_id = ?', [id])).toBe(versions);
  });

  it('refuses a plain label move where approvals are required, except an audited admin override', async () => {
    const id = await harnessNeedingApproval(api);
    const res = expectProblem(
      await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
        body: { version: 1, reason: 'just ship it' },
      }),
      409,
    );
    expect(res.detail).toContain(`POST /api/v1/harnesses/${id}/change-requests`);
    const over = await api.as('admin', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 1, reason: 'hotfix', override: { reason: 'incident 42' } },
    });
    expect(over.status, over.text).toBe(200);
    expect(
      await count(api.db(), 'audit_log', 'harness_id = ? AND action = ?', [
        id,
        'approvals.override',
      ]),
    ).toBe(1);
    // Moving back to a version the label served before (a rollback) stays possible.
    const back = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 1, reason: 'rollback' },
    });
    expect(back.status, back.text).toBe(200);
  });

  it('schedules an approved request (edits locked while scheduled) and cancels the schedule', async () => {
    const id = await harnessNeedingApproval(api);
    const cr = (await open(api, id)).body;
    const path = `/harnesses/${id}/change-requests/${cr.id}`;
    expectProblem(
      await api.as('publisher', 'POST', `${path}/schedule`, { body: { at: '2099-12-12T20:00' } }),
      409,
    );
    await api.as('publisher', 'POST', `${path}/reviews`, { body: { verdict: 'approve' } });
    const s = await api.as<ChangeRequest>('publisher', 'POST', `${path}/schedule`, {
      body: { at: '2099-12-12T20:00', until: '2099-12-13T00:00' },
    });
    expect(s.status, s.text).toBe(201);
    expect(s.body.state).toBe('scheduled');
    expect(s.body.schedule).toMatchObject({ requestId: cr.id, state: 'pending' });
    expectProblem(await api.as('ops', 'PATCH', path, { body: { title: 'Changed' } }), 409);
    const back = await api.as<ChangeRequest>('publisher', 'DELETE', `${path}/schedule`);
    expect(back.status, back.text).toBe(200);
    expect(back.body.state).toBe('approved');
    expect(back.body.schedule!.state).toBe('cancelled');
  });

  it('pins a preview and removes it; QA cannot open a request', async () => {
    const id = await harnessNeedingApproval(api);
    expectProblem(
      await api.as('qa', 'POST', `/harnesses/${id}/change-requests`, {
        body: {
          title: 't',
          target: { kind: 'label', label: 'staging' },
          source: { kind: 'version', version: 1 },
        },
      }),
      403,
    );
    const cr = (await open(api, id, { source: { kind: 'version', version: 1 } })).body;
    expect(cr.proposal).toEqual({ kind: 'version', version: 1 });
    const path = `/harnesses/${id}/change-requests/${cr.id}`;
    const pinned = await api.as<ChangeRequest>('qa', 'POST', `${path}/pins`, {
      body: {
        contextId: 'live-1',
        question: 'Any discount?',
        before: 'No.',
        after: '20% off tonight.',
      },
    });
    expect(pinned.status, pinned.text).toBe(201);
    expect(pinned.body.pins).toMatchObject([
      { contextId: 'live-1', pinnedBy: 'qa-user', revision: 1 },
    ]);
    const removed = await api.as<ChangeRequest>(
      'qa',
      'DELETE',
      `${path}/pins/${pinned.body.pins[0]!.id}`,
    );
    expect(removed.body.pins).toEqual([]);
    expectProblem(await api.as('qa', 'DELETE', `${path}/pins/999999`), 404);
  });
});
