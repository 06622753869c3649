import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../testing/describe-api';
import { createSampleHarness, expectProblem } from '../../testing/api-helpers';

interface RunItem {
  id: string;
  target: string;
  version: number | null;
  status: string;
}

// Stored runs with fixed times, so "newest first" has one right answer.
const RUNS: [target: string, version: number | null, status: string][] = [
  ['draft', null, 'finished'],
  ['1', 1, 'finished'],
  ['label:staging', 1, 'failed'],
  ['2', 2, 'cancelled'],
  ['label:production', 2, 'finished'],
  ['draft', null, 'running'],
];

describeApi('GET test-runs: filters', (api) => {
  let harness = '';
  let ids: string[] = [];
  const list = (query = '') =>
    api.as<RunItem[]>('qa', 'GET', `/harnesses/${harness}/test-runs${query}`);
  /** The ids of the stored runs at these positions of RUNS, newest first. */
  const newestFirst = (...positions: number[]) =>
    positions.sort((a, b) => b - a).map((p) => ids[p]);

  beforeAll(async () => {
    harness = await createSampleHarness(api, { prefix: 'rl' });
    ids = RUNS.map(() => crypto.randomUUID());
    for (const [i, [target, version, status]] of RUNS.entries()) {
      await api.db().run(
        `INSERT INTO test_runs (id, harness_id, target, version, status, total, done, created_at, created_by)
         VALUES (?, ?, ?, ?, ?, 3, 3, ?, 'qa')`,
        [ids[i]!, harness, target, version, status, `2030-01-01T00:00:0${i}.000Z`],
      );
    }
  });

  it('lists every run newest first without filters', async () => {
    const res = await list();
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((r) => r.id)).toEqual(newestFirst(0, 1, 2, 3, 4, 5));
  });

  it('filters by version, target and status, alone and together, and limits', async () => {
    expect((await list('?version=1')).body.map((r) => r.id)).toEqual(newestFirst(1, 2));
    expect((await list('?target=draft')).body.map((r) => r.id)).toEqual(newestFirst(0, 5));
    // A label target is matched as it was stored, not by the version it resolved to.
    expect((await list('?target=label%3Aproduction')).body.map((r) => r.id)).toEqual(
      newestFirst(4),
    );
    expect((await list('?target=2')).body.map((r) => r.id)).toEqual(newestFirst(3));
    expect((await list('?status=finished')).body.map((r) => r.id)).toEqual(newestFirst(0, 1, 4));
    expect((await list('?version=2&status=finished')).body.map((r) => r.id)).toEqual(
      newestFirst(4),
    );
    expect((await list('?version=1&target=1&status=failed')).body).toEqual([]);
    expect((await list('?limit=2')).body.map((r) => r.id)).toEqual(newestFirst(4, 5));
    expect((await list('?status=finished&limit=1')).body.map((r) => r.id)).toEqual(newestFirst(4));
    expect((await list('?version=7')).body).toEqual([]);
  });

  it('defaults to 20 runs', async () => {
    const id = await createSampleHarness(api, { prefix: 'rlm' });
    for (let i = 0; i < 22; i++) {
      await api.db().run(
        `INSERT INTO test_runs (id, harness_id, target, version, status, total, done, created_at, created_by)
         VALUES (?, ?, 'draft', NULL, 'finished', 1, 1, ?, 'qa')`,
        [crypto.randomUUID(), id, new Date(Date.UTC(2030, 0, 1, 0, 0, i)).toISOString()],
      );
    }
    const res = await api.as<RunItem[]>('merchant', 'GET', `/harnesses/${id}/test-runs`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(20);
    expect(
      (await api.as<RunItem[]>('qa', 'GET', `/harnesses/${id}/test-runs?limit=100`)).body,
    ).toHaveLength(22);
  });

  it('refuses bad filter values with a pointer into the query', async () => {
    for (const [query, pointer] of [
      ['version=0', '/query/version'],
      ['version=1.5', '/query/version'],
      ['version=abc', '/query/version'],
      ['version=-1', '/query/version'],
      ['version=', '/query/version'],
      ['target=v1', '/query/target'],
      ['target=label%3A', '/query/target'],
      ['target=', '/query/target'],
      ['status=done', '/query/status'],
      ['status=', '/query/status'],
      ['limit=0', '/query/limit'],
      ['limit=101', '/query/limit'],
      ['limit=2.5', '/query/limit'],
      ['limit=many', '/query/limit'],
    ] as const) {
      expectProblem(await list(`?${query}`), 400, pointer);
    }
    expectProblem(await list('?colour=red'), 400);
    expectProblem(await api.as('otherMerchant', 'GET', `/harnesses/${harness}/test-runs`), 404);
  });
});
