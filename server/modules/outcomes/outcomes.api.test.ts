import { beforeAll, expect, it } from 'vitest';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { createSampleHarness, expectProblem } from '../../testing/api-helpers';
import { bucketOf } from '../../../src/harness/split';
import type { ExperimentReport, OutcomeIngestResult } from '../../../src/harness/experiments';
import { splitStaging } from '../experiments/experiment-testing';

/** An instant written in China's zone (+08:00), as a shop's backend may send it. */
const inChina = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().replace('Z', '+08:00');

/** When the outcomes happened: set once the experiment has started (an outcome needs one). */
let at = '';
const item = (n: number, extra: Record<string, unknown> = {}) => ({
  eventId: `e-${n}`,
  viewerKey: `viewer-${n}`,
  event: 'order',
  value: 99.5,
  at,
  ...extra,
});

const stored = async (api: ApiContext, id: string) =>
  api
    .db()
    .query<{ event_id: string; viewer: string; bucket: number; at: string; value: number | null }>(
      'SELECT event_id, viewer, bucket, at, value FROM outcomes WHERE harness_id = ? ORDER BY event_id',
      [id],
    );

describeApi('outcomes', (api) => {
  let id = '';
  beforeAll(async () => {
    id = await createSampleHarness(api, { prefix: 'out' });
    for (const message of ['A', 'B']) {
      const v = await api.as('admin', 'POST', `/harnesses/${id}/versions`, { body: { message } });
      expect(v.status, v.text).toBe(201);
    }
    await splitStaging(api, id, 50);
    const report = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/harnesses/${id}/labels/staging/experiment`,
    );
    expect(report.status, report.text).toBe(200);
    at = inChina(Date.parse(report.body.startedAt));
  });
  const send = (items: unknown[], who: Parameters<ApiContext['as']>[0] = 'agent') =>
    api.as<OutcomeIngestResult>(who, 'POST', `/harnesses/${id}/outcomes`, { body: { items } });

  it('stores a batch with hashed viewers and their split bucket, in UTC', async () => {
    const res = await send([item(1), item(2, { event: 'product_view', value: undefined })]);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    const rows = await stored(api, id);
    expect(rows.map((r) => r.event_id)).toEqual(['e-1', 'e-2']);
    expect(rows[0]!.bucket).toBe(bucketOf('viewer-1'));
    expect(rows[0]!.viewer).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[0]!.viewer).not.toContain('viewer-1');
    expect(rows[0]!.at).toBe(new Date(Date.parse(at)).toISOString());
    expect(rows[1]!.value).toBeNull();
  });

  it('answers a replay the same and writes nothing twice', async () => {
    const batch = [item(10), item(11)];
    const first = await send(batch);
    const again = await send(batch);
    expect(first.body).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ accepted: 2, duplicates: 2, rejected: [] });
    expect((await stored(api, id)).filter((r) => r.event_id.startsWith('e-1')).length).toBe(3);
  });

  it('keeps the good items and points at each bad one', async () => {
    const res = await send([
      item(20),
      item(21, { value: -1 }),
      item(22, { event: 'Bad Event!' }),
      item(23, { at: 'yesterday' }),
      item(24),
      'not an object',
      item(25, { value: Number.MAX_VALUE }),
      item(26, { extra: 1 }),
      item(27, { at: new Date(Date.now() + 3_600_000).toISOString() }),
      item(20, { value: 1 }),
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body.accepted).toBe(2);
    const pointers = res.body.rejected.map((r) => [r.index, r.pointer, r.status]);
    expect(pointers).toEqual([
      [1, '/items/1/value', 400],
      [2, '/items/2/event', 400],
      [3, '/items/3/at', 400],
      [5, '/items/5', 400],
      [6, '/items/6/value', 400],
      [7, '/items/7/extra', 400],
      [8, '/items/8/at', 422],
      [9, '/items/9/eventId', 409],
    ]);
    expect(res.body.rejected.find((r) => r.index === 9)?.code).toBe('outcome.event_id_reused');
    const ids = (await stored(api, id)).map((r) => r.event_id);
    expect(ids).toContain('e-24');
    expect(ids).not.toContain('e-21');
  });

  it('answers 409 when the only items reuse stored event ids with other content', async () => {
    expect((await send([item(40)])).status).toBe(200);
    const res = await send([item(40, { value: 7 })]);
    const body = expectProblem(res, 409, '/items/0/eventId');
    expect(body.errors?.[0]?.code).toBe('outcome.event_id_reused');
    // A replay of the same content is no conflict: accepted again, counted as a duplicate.
    const replay = await send([item(40)]);
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ accepted: 1, duplicates: 1 });
    // Mixed with a malformed item, the request is a bad request.
    expectProblem(await send([item(40, { value: 7 }), item(41, { value: -1 })]), 400);
  });

  it('answers 400 with pointers when no item is accepted, and writes nothing', async () => {
    const res = await send([item(30, { value: 'lots' }), item(31, { viewerKey: '' })]);
    const body = expectProblem(res, 400, '/items/0/value');
    expect(body.errors?.map((e) => e.pointer)).toContain('/items/1/viewerKey');
    expect((res.body as unknown as OutcomeIngestResult).accepted).toBe(0);
    expect((await stored(api, id)).map((r) => r.event_id)).not.toContain('e-30');
  });

  it('bounds the batch and refuses what is not a batch', async () => {
    const many = Array.from({ length: 1_001 }, (_, n) => item(1_000 + n));
    expectProblem(await send(many), 400, '/items');
    expectProblem(await send([]), 400, '/items');
    const bare = await api.as('agent', 'POST', `/harnesses/${id}/outcomes`, {
      body: [item(40)],
    });
    expectProblem(bare, 400);
  });

  it('counts no outcome dated when no experiment ran: 422 at its time, nothing stored', async () => {
    const res = await send([item(60, { at: '2021-06-01T12:00:00+08:00' })]);
    const body = expectProblem(res, 422, '/items/0/at');
    expect(body.errors?.[0]?.code).toBe('outcome.outside_experiment');
    const ahead = await send([item(61, { at: new Date(Date.now() + 3_600_000).toISOString() })]);
    expect(expectProblem(ahead, 422, '/items/0/at').errors?.[0]?.code).toBe('outcome.future');
    // Beside a good item, the old one is refused on its own and the good one kept.
    const mixed = await send([item(62, { at: '2021-06-01T12:00:00Z' }), item(63)]);
    expect(mixed.status, mixed.text).toBe(200);
    expect(mixed.body.rejected.map((r) => [r.pointer, r.code, r.status])).toEqual([
      ['/items/0/at', 'outcome.outside_experiment', 422],
    ]);
    const ids = (await stored(api, id)).map((r) => r.event_id);
    expect(ids).toContain('e-63');
    expect(ids).not.toContain('e-60');
    expect(ids).not.toContain('e-62');
  });

  it('takes outcomes only from hosts (agent tokens) and admins', async () => {
    for (const who of ['qa', 'ops', 'publisher', 'engineer'] as const) {
      expectProblem(await send([item(50)], who), 403);
    }
    expectProblem(await send([item(50)], 'merchant'), 403);
    expectProblem(await send([item(50)], 'otherMerchant'), 404);
    expectProblem(await send([item(50)], 'anonymous'), 401);
    expect((await send([item(50)], 'admin')).status).toBe(200);
    expect((await send([item(52)], 'agent')).status).toBe(200);
    expectProblem(
      await api.as('agent', 'POST', '/harnesses/no-such-harness/outcomes', {
        body: { items: [item(51)] },
      }),
      404,
    );
  });
});
