import { beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { expectProblem } from '../../testing/api-helpers';
import type { Label } from '../../../src/harness/records';
import type { ExperimentReport } from '../../../src/harness/experiments';
import { isHeldOut, type Holdout } from '../../../src/harness/holdout';
import { bucketOf } from '../../../src/harness/split';
import { twoVersions } from '../experiments/experiment-testing';

// A label's holdout: a share of viewers kept on a baseline version across later publishes and
// splits, as an experiment of its own whose report is "shipped vs held out".

/** A third version, told apart from the first two by its temperature. */
async function thirdVersion(api: RuntimeApiContext, id: string) {
  const meta = await api.as<{ revision: number; value: { model: Record<string, unknown> } }>(
    'engineer',
    'GET',
    `/harnesses/${id}/draft/entities/meta/meta`,
  );
  const put = await api.as('engineer', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
    body: { ...meta.body.value, model: { ...meta.body.value.model, temperature: 0.4 } },
    headers: { 'if-match': `"${meta.body.revision}"` },
  });
  expect(put.status, put.text).toBe(200);
  const v3 = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, {
    body: { message: 'C' },
  });
  expect(v3.status, v3.text).toBe(201);
}

const KEYS = Array.from({ length: 300 }, (_, i) => `viewer-${i}`);

describeRuntimeApi('holdouts', (api) => {
  let id = '';
  const path = () => `/harnesses/${id}/labels/staging/holdout`;
  const move = async (body: Record<string, unknown>) => {
    const res = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { reason: 'test', ...body },
    });
    expect(res.status, res.text).toBe(200);
  };
  const served = async (key: string) => {
    const res = await api.as('agent', 'GET', `/harnesses/${id}/resolved?label=staging&key=${key}`);
    expect(res.status, res.text).toBe(200);
    return {
      version: Number(res.headers.get('x-harness-version')),
      holdout: res.headers.get('x-harness-holdout'),
    };
  };

  beforeAll(async () => {
    id = await twoVersions(api);
    await thirdVersion(api, id);
    await move({ version: 1 });
  });

  it('refuses a bad share or version with a 422 at the field, writing nothing', async () => {
    for (const percent of [0, 21, 2.5, '5']) {
      expectProblem(
        await api.as('publisher', 'PUT', path(), { body: { percent } }),
        422,
        '/percent',
      );
    }
    expectProblem(
      await api.as('publisher', 'PUT', path(), { body: { percent: 5, version: 99 } }),
      422,
      '/version',
    );
    expectProblem(await api.as('qa', 'PUT', path(), { body: { percent: 5 } }), 403);
    const none = expectProblem(await api.as('qa', 'GET', path()), 404);
    expect(none.code).toBe('holdout.not_found');
    expect(expectProblem(await api.as('publisher', 'DELETE', path()), 404).code).toBe(
      'holdout.not_found',
    );
  });

  it('keeps held-out viewers on the baseline after a publish, in no split, until it ends', async () => {
    const start = await api.as<Holdout>('publisher', 'PUT', path(), { body: { percent: 20 } });
    expect(start.status, start.text).toBe(201);
    const holdout = start.body;
    expect(holdout).toMatchObject({ label: 'staging', percent: 20, version: 1, endedAt: null });
    expect(holdout.salt).toBe(holdout.experimentId);
    const again = await api.as('publisher', 'PUT', path(), { body: { percent: 5 } });
    expect(expectProblem(again, 409).code).toBe('holdout.exists');
    expect((await api.as<Holdout>('qa', 'GET', path())).body).toEqual(holdout);

    // A later publish with a split: version 2, a third of the rest on version 3.
    await move({ version: 2, split: { version: 3, percent: 34 } });
    const labels = await api.as<Label[]>('qa', 'GET', `/harnesses/${id}/labels`);
    const label = labels.body.find((l) => l.name === 'staging')!;
    expect(label.holdout).toEqual({
      experimentId: holdout.experimentId,
      percent: 20,
      version: 1,
      salt: holdout.salt,
    });
    const splitSalt = label.split!.salt!;
    let held = 0;
    for (const key of KEYS) {
      const got = await served(key);
      if (isHeldOut(holdout, key)) {
        held++;
        expect(got, key).toEqual({ version: 1, holdout: `${holdout.experimentId}; arm=held_out` });
      } else {
        expect(got.version, key).toBe(bucketOf(key, splitSalt) < 34 ? 3 : 2);
        expect(got.holdout).toBe(`${holdout.experimentId}; arm=shipped`);
      }
    }
    expect(held).toBeGreaterThan(0);

    // The studio's own exposures of what it served: held-out viewers reach the holdout only,
    // never the split's report; everyone else reaches both.
    await api.studio().deps.exposures.flush();
    const split = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/harnesses/${id}/labels/staging/experiment`,
    );
    expect(split.status, split.text).toBe(200);
    expect(split.body.exposures.control + split.body.exposures.treatment).toBe(KEYS.length - held);
    // The split's report by its experiment id is its label's.
    const byId = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/experiments/${label.split!.experimentId}/report`,
    );
    expect(byId.status, byId.text).toBe(200);
    expect(byId.body).toMatchObject({ kind: 'split', experimentId: label.split!.experimentId });
    expect(byId.body.exposures).toEqual(split.body.exposures);
    const report = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/experiments/${holdout.experimentId}/report`,
    );
    expect(report.status, report.text).toBe(200);
    expect(report.body).toMatchObject({ kind: 'holdout', percent: 20, label: 'staging' });
    expect(report.body.arms.map((a) => a.version)).toEqual([1, 2]);
    expect(report.body.exposures.control).toBe(held);
    expect(report.body.exposures.treatment).toBe(KEYS.length - held);
    expect(report.body.exposures.expectedTreatment).toBeCloseTo(KEYS.length * 0.8);
    expectProblem(await api.as('qa', 'GET', '/experiments/exp_nope/report'), 404);

    const ended = await api.as<Holdout>('publisher', 'DELETE', path());
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body.endedAt).toEqual(expect.any(String));
    expect((await api.as<Holdout>('qa', 'GET', path())).body.endedAt).toBe(ended.body.endedAt);
    for (const key of KEYS.filter((k) => isHeldOut(holdout, k))) {
      expect(await served(key), key).toEqual({
        version: bucketOf(key, splitSalt) < 34 ? 3 : 2,
        holdout: null,
      });
    }
  });
});
