import { expect, it } from 'vitest';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { createSampleHarness, expectProblem, readEntity } from '../../testing/api-helpers';
import type { ChangeRequest } from '../../../src/harness/release/change-request';
import type { Schedule } from '../../../src/harness/release/schedule';

// A refusal's code is at the problem's top level, where clients (the SPA's catalogs) read it,
// whichever layer refused: the route, or a store's Conflict.

/** A harness with versions 1 and 2 whose `staging` needs one approval. */
async function harnessNeedingApproval(api: ApiContext): Promise<string> {
  const id = await createSampleHarness(api, { prefix: 'rc' });
  for (const message of ['v1', 'v2']) {
    const res = await api.as('admin', 'POST', `/harnesses/${id}/versions`, { body: { message } });
    expect(res.status, res.text).toBe(201);
  }
  const meta = await readEntity(api, id, 'meta', 'meta');
  const value = meta.value as { settings: Record<string, unknown> };
  value.settings = { ...value.settings, release: { approvals: { staging: { required: 1 } } } };
  const put = await api.as('admin', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
    headers: { 'if-match': `"${meta.revision}"` },
    body: value,
  });
  expect(put.status, put.text).toBe(200);
  return id;
}

async function openRequest(api: ApiContext, id: string): Promise<string> {
  const res = await api.as<ChangeRequest>('ops', 'POST', `/harnesses/${id}/change-requests`, {
    body: {
      title: 'Version 2 to staging',
      target: { kind: 'label', label: 'staging' },
      source: { kind: 'version', version: 2 },
    },
  });
  expect(res.status, res.text).toBe(201);
  return `/harnesses/${id}/change-requests/${res.body.id}`;
}

describeApi('refusal codes at the top level', (api) => {
  it('says the change-request refusals by their code, the values they name beside it', async () => {
    const id = await harnessNeedingApproval(api);
    const path = await openRequest(api, id);

    const own = await api.as('ops', 'POST', `${path}/reviews`, { body: { verdict: 'approve' } });
    expect(expectProblem(own, 409)).toMatchObject({ code: 'change_request.own' });

    const publish = await api.as('ops', 'POST', `${path}/publish`, { body: {} });
    expect(expectProblem(publish, 409)).toMatchObject({
      code: 'change_request.not_approved',
      state: 'open',
    });
    const schedule = await api.as('ops', 'POST', `${path}/schedule`, {
      body: { at: '2099-12-12T20:00' },
    });
    expect(expectProblem(schedule, 409)).toMatchObject({ code: 'change_request.not_approved' });

    const unschedule = await api.as('ops', 'DELETE', `${path}/schedule`);
    expect(expectProblem(unschedule, 409)).toMatchObject({
      code: 'change_request.state',
      state: 'open',
    });

    const closed = await api.as('ops', 'POST', `${path}/close`);
    expect(closed.status, closed.text).toBe(200);
    const late = await api.as('publisher', 'POST', `${path}/reviews`, {
      body: { verdict: 'approve' },
    });
    expect(expectProblem(late, 409)).toMatchObject({
      code: 'change_request.state',
      state: 'closed',
    });
  });

  it('says the label and schedule refusals by their code too', async () => {
    const id = await harnessNeedingApproval(api);
    const move = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 2, reason: 'straight there' },
    });
    expect(expectProblem(move, 409)).toMatchObject({ code: 'label.approvals_required' });

    const made = await api.as<Schedule>('admin', 'POST', `/harnesses/${id}/schedules`, {
      body: { label: 'production', version: 2, reason: 'campaign', at: '2099-12-12T20:00' },
    });
    expect(made.status, made.text).toBe(201);
    const one = `/harnesses/${id}/schedules/${made.body.id}`;
    expect((await api.as('admin', 'DELETE', one)).status).toBe(200);
    const again = expectProblem(await api.as('admin', 'DELETE', one), 409);
    // The store's refusal: its code on top, the server's copy of the schedule kept as `current`.
    expect(again).toMatchObject({
      code: 'schedule.not_pending',
      scheduleId: made.body.id,
      current: { id: made.body.id, state: 'cancelled' },
    });
  });

  it('says a field refusal by the lone field’s code and pointer', async () => {
    const id = await harnessNeedingApproval(api);
    const res = await api.as('ops', 'POST', `/harnesses/${id}/change-requests`, {
      body: {
        title: 'No such version',
        target: { kind: 'label', label: 'staging' },
        source: { kind: 'version', version: 99 },
      },
    });
    expect(expectProblem(res, 422, '/source/version')).toMatchObject({
      code: 'change_request.unknown_version',
      pointer: '/source/version',
    });
  });
});
