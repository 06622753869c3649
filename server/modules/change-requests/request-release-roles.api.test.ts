import { expect, it } from 'vitest';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { createSampleHarness, editSettings, expectProblem } from '../../testing/api-helpers';
import type { ChangeRequest } from '../../../src/harness/release/change-request';

// Who releases a change request. Production is moved by publishers and admins; where
// it needs approval, the request's author (marketing ops) may publish or schedule it once
// approved, the reviewers being the check. With no approval required, only the movers.

async function harness(api: ApiContext, approvals: Record<string, unknown> | null) {
  const id = await createSampleHarness(api, { prefix: 'release-roles' });
  const v1 = await api.as('admin', 'POST', `/harnesses/${id}/versions`, {
    body: { message: 'v1' },
  });
  expect(v1.status, v1.text).toBe(201);
  if (approvals) await editSettings(api, id, (s) => ({ ...s, release: { approvals } }));
  const opened = await api.as<ChangeRequest>('ops', 'POST', `/harnesses/${id}/change-requests`, {
    body: {
      title: 'Double-12 at 20:00',
      target: { kind: 'label', label: 'production' },
      source: { kind: 'draft' },
    },
  });
  expect(opened.status, opened.text).toBe(201);
  return `/harnesses/${id}/change-requests/${opened.body.id}`;
}

describeApi('who releases a change request', (api) => {
  it('lets its author schedule and publish production once QA approved it; others not', async () => {
    const path = await harness(api, { production: { required: 1, roles: ['qa'] } });
    // The author may release, but not before the approval (409, not 403).
    expectProblem(await api.as('ops', 'POST', `${path}/publish`, { body: {} }), 409);
    expectProblem(await api.as('engineer', 'POST', `${path}/publish`, { body: {} }), 403);
    const approve = await api.as('qa', 'POST', `${path}/reviews`, { body: { verdict: 'approve' } });
    expect(approve.status, approve.text).toBe(201);
    const at = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16) + 'Z';
    expectProblem(await api.as('engineer', 'POST', `${path}/schedule`, { body: { at } }), 403);
    const scheduled = await api.as<ChangeRequest>('ops', 'POST', `${path}/schedule`, {
      body: { at },
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    expect(scheduled.body.state).toBe('scheduled');
    const cancelled = await api.as<ChangeRequest>('ops', 'DELETE', `${path}/schedule`);
    expect(cancelled.status, cancelled.text).toBe(200);
    const published = await api.as<ChangeRequest>('ops', 'POST', `${path}/publish`, {
      body: {},
    });
    expect(published.status, published.text).toBe(200);
    expect(published.body.state).toBe('published');
  });

  it('leaves production to its movers where no approval is required, open or scheduled', async () => {
    const path = await harness(api, null);
    expectProblem(await api.as('ops', 'POST', `${path}/publish`, { body: {} }), 403);
    // Nothing to approve: an open request is scheduled as it is, and a cancel leaves it open.
    const at = new Date(Date.now() + 3_600_000).toISOString().slice(0, 16) + 'Z';
    const scheduled = await api.as<ChangeRequest>('publisher', 'POST', `${path}/schedule`, {
      body: { at },
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    const cancelled = await api.as<ChangeRequest>('publisher', 'DELETE', `${path}/schedule`);
    expect(cancelled.body.state).toBe('open');
    const published = await api.as<ChangeRequest>('publisher', 'POST', `${path}/publish`, {
      body: {},
    });
    expect(published.status, published.text).toBe(200);
  });
});
