import { expect, it } from 'vitest';
import { describeApi, type ApiContext, type Caller } from '../../testing/describe-api';
import { createSampleHarness, expectProblem, readEntity } from '../../testing/api-helpers';
import { readSse } from '../../testing/sse-client';
import { count } from '../../db/testing/harness-fixtures';
import type { Label } from '../../../src/harness/records';
import type { CalendarEntry, Schedule } from '../../../src/harness/release/schedule';

const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A fresh harness with versions 1 and 2, staging on 1. */
async function harnessWithVersions(api: ApiContext): Promise<string> {
  const id = await createSampleHarness(api, { prefix: 'sch' });
  for (const message of ['v1', 'v2']) {
    const res = await api.as('admin', 'POST', `/harnesses/${id}/versions`, { body: { message } });
    expect(res.status, res.text).toBe(201);
  }
  const res = await api.as('admin', 'PUT', `/harnesses/${id}/labels/staging`, {
    body: { version: 1, reason: 'start' },
  });
  expect(res.status, res.text).toBe(200);
  return id;
}

const schedule = (
  api: ApiContext,
  id: string,
  body: Record<string, unknown>,
  who: Caller = 'publisher',
) =>
  api.as<Schedule>(who, 'POST', `/harnesses/${id}/schedules`, {
    body: { label: 'staging', version: 2, reason: 'campaign', at: inMs(3_600_000), ...body },
  });

async function waitFor<T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const getSchedule = async (api: ApiContext, id: string, sid: number) =>
  (await api.as<Schedule>('ops', 'GET', `/harnesses/${id}/schedules/${sid}`)).body;

const label = async (api: ApiContext, id: string, name: string) =>
  (await api.as<Label[]>('ops', 'GET', `/harnesses/${id}/labels`)).body.find(
    (l) => l.name === name,
  )!;

describeApi('schedules', (api) => {
  it('schedules a move in the harness zone, lists it, shows it on the calendar and cancels it', async () => {
    const id = await harnessWithVersions(api);
    const a = await schedule(api, id, { at: '2099-12-12T20:00', until: '2099-12-13T00:00' });
    expect(a.status, a.text).toBe(201);
    expect(a.body).toMatchObject({
      at: '2099-12-12T12:00:00.000Z',
      localAt: '2099-12-12T20:00:00+08:00',
      localUntil: '2099-12-13T00:00:00+08:00',
      state: 'pending',
      createdBy: 'publisher-user',
    });
    // 30 s later, on the same label: an overlap; production at the same time is not one.
    const b = await schedule(api, id, { at: '2099-12-12T20:00:30', version: 1 });
    const c = await schedule(api, id, { at: '2099-12-12T20:00', label: 'production' }, 'admin');
    expect([b.status, c.status]).toEqual([201, 201]);
    const list = await api.as<{ items: Schedule[] }>('qa', 'GET', `/harnesses/${id}/schedules`);
    expect(list.body.items.map((s) => s.id)).toEqual([c.body.id, b.body.id, a.body.id]);
    const cal = await api.as<{ timeZone: string; entries: CalendarEntry[] }>(
      'ops',
      'GET',
      `/harnesses/${id}/calendar?from=2099-12-12T00:00:00Z&to=2099-12-14T00:00:00Z`,
    );
    expect(cal.status, cal.text).toBe(200);
    expect(cal.body.timeZone).toBe('Asia/Shanghai');
    const entries = cal.body.entries.map((e) => [e.scheduleId, e.kind, e.label, e.overlapsWith]);
    expect(entries).toEqual([
      [a.body.id, 'move', 'staging', [b.body.id]],
      [c.body.id, 'move', 'production', []],
      [b.body.id, 'move', 'staging', [a.body.id]],
      [a.body.id, 'end', 'staging', []],
    ]);
    expect(cal.body.entries[3]!.localAt).toBe('2099-12-13T00:00:00+08:00');

    const cancelled = await api.as<Schedule>(
      'publisher',
      'DELETE',
      `/harnesses/${id}/schedules/${b.body.id}`,
    );
    expect(cancelled.body).toMatchObject({ state: 'cancelled' });
    expectProblem(
      await api.as('publisher', 'DELETE', `/harnesses/${id}/schedules/${b.body.id}`),
      409,
    );
    const after = await api.as<{ entries: CalendarEntry[] }>(
      'ops',
      'GET',
      `/harnesses/${id}/calendar?from=2099-12-12T00:00:00Z&to=2099-12-14T00:00:00Z`,
    );
    expect(after.body.entries.every((e) => e.overlapsWith.length === 0)).toBe(true);
    // Only who may move production cancels a production schedule.
    expectProblem(await api.as('ops', 'DELETE', `/harnesses/${id}/schedules/${c.body.id}`), 403);
  });

  it('refuses bad input at the field and writes nothing', async () => {
    const id = await harnessWithVersions(api);
    const before = await count(api.db(), 'schedules');
    const audits = await count(api.db(), 'audit_log');
    const bad: Array<[Record<string, unknown>, number, string]> = [
      [{ at: inMs(-60_000) }, 422, '/at'],
      [{ at: '2020-01-01T20:00' }, 422, '/at'],
      [{ at: 'tonight' }, 400, '/at'],
      [{ at: '2099-12-12T20:00', until: '2099-12-12T19:00' }, 422, '/until'],
      [{ at: '2099-12-12T20:00', until: '2099-12-12T20:00' }, 422, '/until'],
      [{ label: 'canary' }, 422, '/label'],
      [{ version: 99 }, 422, '/version'],
      [{ reason: '' }, 400, '/reason'],
      [{ extra: 1 }, 400, ''],
    ];
    for (const [body, status, pointer] of bad) {
      const res = await schedule(api, id, body);
      expectProblem(res, status, pointer || undefined);
    }
    // A role that may not move the label may not schedule its move either.
    expectProblem(await schedule(api, id, { label: 'production' }, 'ops'), 403);
    expectProblem(await schedule(api, id, {}, 'qa'), 403);
    expectProblem(await schedule(api, id, {}, 'merchant'), 403);
    expectProblem(await schedule(api, id, {}, 'otherMerchant'), 404);
    expect(await count(api.db(), 'schedules')).toBe(before);
    expect(await count(api.db(), 'audit_log')).toBe(audits);
  });

  it('sends a label that requires approvals through a change request (409 naming the route)', async () => {
    const id = await harnessWithVersions(api);
    const meta = await readEntity(api, id, 'meta', 'meta');
    const value = meta.value as { settings: Record<string, unknown> };
    value.settings = { ...value.settings, release: { approvals: { staging: { required: 1 } } } };
    const put = await api.as('admin', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
      headers: { 'if-match': `"${meta.revision}"` },
      body: value,
    });
    expect(put.status, put.text).toBe(200);
    const res = expectProblem(await schedule(api, id, {}), 409);
    expect(res.detail).toContain(`/api/v1/harnesses/${id}/change-requests`);
  });

  it('fires on time, moves the label (announced to label events) and moves it back at until', async () => {
    const id = await harnessWithVersions(api);
    const events = await fetch(`${api.baseUrl()}/api/v1/harnesses/${id}/events`, {
      headers: { authorization: `Bearer ${api.token('ops')}` },
    });
    const stream = readSse(events);
    expect((await stream.next()).value?.event).toBe('ready');
    const at = Date.now() + 1_500;
    const res = await schedule(api, id, {
      at: new Date(at).toISOString(),
      until: new Date(at + 1_500).toISOString(),
    });
    expect(res.status, res.text).toBe(201);
    const moved = (await stream.next()).value!;
    expect(moved.event).toBe('label');
    expect(JSON.parse(moved.data)).toMatchObject({ label: 'staging', version: 2 });
    expect(Date.now() - at).toBeLessThan(2_000);
    const back = (await stream.next()).value!;
    expect(JSON.parse(back.data)).toMatchObject({ label: 'staging', version: 1 });
    await stream.return(undefined);
    const done = await waitFor(
      () => getSchedule(api, id, res.body.id),
      (s) => s.endState === 'fired',
    );
    expect(done).toMatchObject({ state: 'fired', endState: 'fired', previous: { version: 1 } });
    expect(await label(api, id, 'staging')).toMatchObject({ version: 1 });
    expect(await count(api.db(), 'label_moves', 'harness_id = ?', [id])).toBe(3);
  });

  it('judges the gate again at the time: a refused production move fails with the reason', async () => {
    // The sample has test cases and no run of a new version: the gate refuses it.
    const v = await api.as<{ number: number }>('admin', 'POST', '/harnesses/sample/versions', {
      body: { message: 'unrun' },
    });
    expect(v.status, v.text).toBe(201);
    const before = await label(api, 'sample', 'production');
    const res = await schedule(
      api,
      'sample',
      { label: 'production', version: v.body.number, at: inMs(1_000) },
      'admin',
    );
    expect(res.status, res.text).toBe(201);
    const failed = await waitFor(
      () => getSchedule(api, 'sample', res.body.id),
      (s) => s.state !== 'pending',
    );
    expect(failed.state).toBe('failed');
    expect(failed.failure).toContain(`Version ${v.body.number}`);
    expect(await label(api, 'sample', 'production')).toMatchObject({ version: before.version });
  });
});
