import { expect, it } from 'vitest';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { createSampleHarness, expectProblem, readEntity } from '../../testing/api-helpers';
import { count } from '../../db/testing/harness-fixtures';
import type { ChangeRequest } from '../../../src/harness/release/change-request';
import type { Schedule } from '../../../src/harness/release/schedule';

/** A harness in New York (clocks jump 02:00 -> 03:00 on 2027-03-14, 02:00 -> 01:00 on 2099-11-01). */
async function newYorkHarness(api: ApiContext): Promise<string> {
  const id = await createSampleHarness(api, { prefix: 'dst' });
  for (const message of ['v1', 'v2']) {
    const res = await api.as('admin', 'POST', `/harnesses/${id}/versions`, { body: { message } });
    expect(res.status, res.text).toBe(201);
  }
  const meta = await readEntity(api, id, 'meta', 'meta');
  const value = meta.value as { settings: Record<string, unknown> };
  value.settings = { ...value.settings, timeZone: 'America/New_York' };
  const put = await api.as('admin', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
    headers: { 'if-match': `"${meta.revision}"` },
    body: value,
  });
  expect(put.status, put.text).toBe(200);
  return id;
}

const schedule = (api: ApiContext, id: string, body: Record<string, unknown>) =>
  api.as<Schedule>('publisher', 'POST', `/harnesses/${id}/schedules`, {
    body: { label: 'staging', version: 2, reason: 'campaign', ...body },
  });

const GAP = {
  code: 'time.nonexistent_local_time',
  params: {
    before: '2027-03-14T01:59:00-05:00',
    after: '2027-03-14T03:00:00-04:00',
    timeZone: 'America/New_York',
  },
};

describeApi('schedule local times', (api) => {
  it('refuses a wall time the clocks skip, at its field, with the nearest that exist', async () => {
    const id = await newYorkHarness(api);
    const before = await count(api.db(), 'schedules');
    const at = expectProblem(await schedule(api, id, { at: '2027-03-14T02:30' }), 422, '/at');
    expect(at.errors).toEqual([expect.objectContaining({ pointer: '/at', ...GAP })]);
    const until = expectProblem(
      await schedule(api, id, { at: '2027-03-14T01:00', until: '2027-03-14T02:00' }),
      422,
      '/until',
    );
    expect(until.errors).toEqual([expect.objectContaining({ pointer: '/until', ...GAP })]);
    // Either side of the gap is a time that exists.
    expect((await schedule(api, id, { at: '2027-03-14T03:00' })).body).toMatchObject({
      at: '2027-03-14T07:00:00.000Z',
      localAt: '2027-03-14T03:00:00-04:00',
      offset: '-04:00',
      ambiguous: false,
    });
    expect(await count(api.db(), 'schedules')).toBe(before + 1);
  });

  it('takes the first occurrence of a repeated wall time and says so; an offset picks the other', async () => {
    const id = await newYorkHarness(api);
    const first = await schedule(api, id, { at: '2099-11-01T01:30', until: '2099-11-01T03:00' });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      at: '2099-11-01T05:30:00.000Z',
      localAt: '2099-11-01T01:30:00-04:00',
      offset: '-04:00',
      ambiguous: true,
      untilOffset: '-05:00',
      untilAmbiguous: false,
    });
    const second = await schedule(api, id, { at: '2099-11-01T01:30:00-05:00' });
    expect(second.status, second.text).toBe(201);
    expect(second.body).toMatchObject({
      at: '2099-11-01T06:30:00.000Z',
      localAt: '2099-11-01T01:30:00-05:00',
      offset: '-05:00',
      ambiguous: true,
      untilOffset: null,
      untilAmbiguous: null,
    });
    // Read back, the schedule says the same.
    const read = await api.as<Schedule>(
      'ops',
      'GET',
      `/harnesses/${id}/schedules/${first.body.id}`,
    );
    expect(read.body).toMatchObject({ offset: '-04:00', ambiguous: true });
  });

  it("refuses the skipped time on a change request's schedule too", async () => {
    const id = await newYorkHarness(api);
    const cr = await api.as<ChangeRequest>('ops', 'POST', `/harnesses/${id}/change-requests`, {
      body: {
        title: 'Spring campaign',
        target: { kind: 'label', label: 'staging' },
        source: { kind: 'draft' },
      },
    });
    expect(cr.status, cr.text).toBe(201);
    const path = `/harnesses/${id}/change-requests/${cr.body.id}/schedule`;
    const res = expectProblem(
      await api.as('publisher', 'POST', path, { body: { at: '2027-03-14T02:30' } }),
      422,
      '/at',
    );
    expect(res.errors).toEqual([expect.objectContaining(GAP)]);
    const ok = await api.as<ChangeRequest>('publisher', 'POST', path, {
      body: { at: '2099-11-01T01:30' },
    });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body.schedule).toMatchObject({ offset: '-04:00', ambiguous: true });
  });
});
