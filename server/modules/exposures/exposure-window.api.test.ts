import { beforeAll, expect, it } from 'vitest';
import { describeApi, type ApiContext } from '../../testing/describe-api';
import { createSampleHarness, expectProblem } from '../../testing/api-helpers';
import { bucketOf } from '../../../src/harness/split';
import type { ExperimentReport, ExposureIngestResult } from '../../../src/harness/experiments';
import { runningSplit, splitStaging } from '../experiments/experiment-testing';

// An exposure says when its viewer was served: the studio places it in its experiment at that
// time (its share then decides the arm), and refuses a time the experiment did not run at.
describeApi('exposures: bound to their experiment, from hosts', (api) => {
  let id = '';
  let experimentId = '';
  let salt: string | null = null;
  const post = (items: unknown[], who: Parameters<ApiContext['as']>[0] = 'agent') =>
    api.as<ExposureIngestResult>(who, 'POST', `/harnesses/${id}/exposures`, { body: { items } });
  const report = async () => {
    const res = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/harnesses/${id}/labels/staging/experiment`,
    );
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const rows = () =>
    api
      .db()
      .query<{ arm: string; percent: number; first_at: string }>(
        'SELECT arm, percent, first_at FROM exposures WHERE experiment_id = ? ORDER BY first_at',
        [experimentId],
      );
  /** Keys in the treatment at 50% but in the control at 5%: their arm tells the share used. */
  const between = () =>
    Array.from({ length: 200 }, (_, i) => `w-${i}`).filter((k) => {
      const b = bucketOf(k, salt);
      return b >= 5 && b < 50;
    });

  beforeAll(async () => {
    id = await createSampleHarness(api, { prefix: 'expo' });
    for (const message of ['A', 'B']) {
      const v = await api.as('admin', 'POST', `/harnesses/${id}/versions`, { body: { message } });
      expect(v.status, v.text).toBe(201);
    }
    await splitStaging(api, id, 5);
    ({ experimentId, salt } = await runningSplit(api, id));
  });

  it('refuses an exposure dated before its experiment started: 422 at its time', async () => {
    const startedAt = Date.parse((await report()).startedAt);
    const res = await post([
      { experimentId, viewerKey: 'early', at: new Date(startedAt - 1).toISOString() },
    ]);
    const body = expectProblem(res, 422, '/items/0/at');
    expect(body.errors?.[0]?.code).toBe('exposure.outside_experiment');
    const old = await post([{ experimentId, viewerKey: 'early', at: '2021-06-01T00:00:00Z' }]);
    expect(expectProblem(old, 422, '/items/0/at').errors?.[0]?.code).toBe(
      'exposure.outside_experiment',
    );
    expect(await rows()).toEqual([]);
  });

  it('records the share and arm in force when the viewer was served, not at ingest', async () => {
    await splitStaging(api, id, 50);
    const r = await report();
    expect(r.experimentId).toBe(experimentId);
    expect(r.phases.map((p) => p.percent)).toEqual([5, 50]);
    const [before, after] = between();
    const res = await post([
      { experimentId, viewerKey: before, at: r.phases[0]!.from },
      { experimentId, viewerKey: after, at: r.phases[1]!.from },
    ]);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ accepted: 2, rejected: [] });
    expect((await rows()).map((x) => [x.arm, Number(x.percent)])).toEqual([
      ['control', 5],
      ['treatment', 50],
    ]);
  });

  it('takes exposures from hosts and admins only', async () => {
    const item = { experimentId, viewerKey: 'who' };
    for (const who of ['qa', 'ops', 'engineer', 'publisher', 'merchant'] as const) {
      expectProblem(await post([item], who), 403);
    }
    expect((await post([item], 'agent')).status).toBe(200);
    expect((await post([{ ...item, viewerKey: 'backfill' }], 'admin')).status).toBe(200);
  });

  it('refuses a time after the experiment ended, and takes one within it', async () => {
    const { phases } = await report();
    const ended = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 1, reason: 'stop the test' },
    });
    expect(ended.status, ended.text).toBe(200);
    const { endedAt } = await report();
    expect(endedAt).not.toBeNull();
    const late = await post([{ experimentId, viewerKey: between()[2]!, at: endedAt }]);
    expect(expectProblem(late, 422, '/items/0/at').errors?.[0]?.code).toBe(
      'exposure.outside_experiment',
    );
    const now = await post([{ experimentId, viewerKey: between()[2]! }]);
    expectProblem(now, 422, '/items/0/at');
    const treated = async () => (await rows()).filter((x) => x.arm === 'treatment').length;
    const before = await treated();
    const sentLate = await post([{ experimentId, viewerKey: between()[3]!, at: phases[1]!.from }]);
    expect(sentLate.status, sentLate.text).toBe(200);
    expect(await treated()).toBe(before + 1);
  });
});
