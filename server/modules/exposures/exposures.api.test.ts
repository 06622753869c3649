import { beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { expectProblem } from '../../testing/api-helpers';
import { text } from '../../testing/model-server';
import type { ExperimentReport, ExposureIngestResult } from '../../../src/harness/experiments';
import {
  scriptArmOf,
  exposeViewers,
  runningSplit,
  seeded,
  sendViewers,
  splitStaging,
  twoVersions,
  viewerTurn,
} from '../experiments/experiment-testing';

// The report's units are the viewers served each arm. Serving records them (the
// agent endpoint and `/resolved` with a key, off the hot path), the agent client sends its
// own (POST .../exposures), and the SRM check runs on them.
describeRuntimeApi('exposures', (api) => {
  let id = '';
  const report = async () => {
    const res = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/harnesses/${id}/labels/staging/experiment`,
    );
    expect(res.status, res.text).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    api.model().setFallback(text('有的，今晚下单立减二十元。'));
  });

  it('counts the keyed viewers the agent endpoint and /resolved served, once each', async () => {
    id = await twoVersions(api);
    await splitStaging(api, id, 50);
    const split = await runningSplit(api, id);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 40; i++) {
        const res = await api.as('qa', 'GET', `/harnesses/${id}/resolved?label=staging&key=k-${i}`);
        expect(res.status, res.text).toBe(200);
        expect(res.headers.get('x-harness-version')).toBe(
          scriptArmOf(`k-${i}`, 50, split.salt) === 'treatment' ? '2' : '1',
        );
      }
    }
    // No key: no viewer to count. The agent endpoint counts its `user`.
    expect((await api.as('qa', 'GET', `/harnesses/${id}/resolved?label=staging`)).status).toBe(200);
    for (let i = 40; i < 45; i++) expect((await viewerTurn(api, id, `k-${i}`)).status).toBe(200);
    await api.studio().deps.exposures.flush();
    const r = await report();
    const treated = Array.from({ length: 45 }, (_, i) =>
      scriptArmOf(`k-${i}`, 50, split.salt),
    ).filter((a) => a === 'treatment').length;
    expect(r.exposures).toMatchObject({ control: 45 - treated, treatment: treated, crossed: 0 });
    expect(r.exposures.expectedTreatment).toBeCloseTo(22.5, 9);
    expect(r.arms.map((a) => a.units)).toEqual([45 - treated, treated]);
    expect(r.experimentId).toBe(split.experimentId);
    expect(r.salt).toBe(split.experimentId);
  });

  it("takes the agent client's exposures, rejecting bad items at their pointers", async () => {
    const split = await runningSplit(api, id);
    const post = (items: unknown[]) =>
      api.as<ExposureIngestResult>('agent', 'POST', `/harnesses/${id}/exposures`, {
        body: { items },
      });
    const mixed = await post([
      { experimentId: split.experimentId, viewerKey: 'k-0' },
      { experimentId: 'exp_nope', viewerKey: 'k-1' },
      { experimentId: split.experimentId },
      { experimentId: split.experimentId, viewerKey: 'k-2', at: '2999-01-01T00:00:00Z' },
      { experimentId: split.experimentId, viewerKey: 'new-1', at: 'yesterday' },
      { experimentId: split.experimentId, viewerKey: 'new-2' },
    ]);
    expect(mixed.status, mixed.text).toBe(200);
    expect(mixed.body.accepted).toBe(2);
    expect(mixed.body.rejected.map((r) => [r.pointer, r.code, r.status])).toEqual([
      ['/items/1/experimentId', 'exposure.not_running', 400],
      ['/items/2/viewerKey', expect.any(String), 400],
      ['/items/3/at', 'exposure.future', 422],
      ['/items/4/at', expect.any(String), 400],
    ]);
    // k-0 again changes nothing; new-2 is one more viewer.
    const r = await report();
    expect(r.exposures.control + r.exposures.treatment).toBe(46);
    const none = await post([{ experimentId: 'exp_nope', viewerKey: 'x' }]);
    expect(expectProblem(none, 400).errors?.[0]).toMatchObject({
      pointer: '/items/0/experimentId',
      code: 'exposure.not_running',
    });
    expectProblem(await post([]), 400, '/items');
    expectProblem(
      await api.as('anonymous', 'POST', `/harnesses/${id}/exposures`, { body: { items: [] } }),
      401,
    );
  });

  it('sees a serving-side imbalance: the SRM check runs on exposures', async () => {
    id = await twoVersions(api);
    await splitStaging(api, id, 50);
    const split = await runningSplit(api, id);
    // The host lost most of its control viewers' exposures: 1,000 served, 700 recorded.
    const keys = Array.from({ length: 1_000 }, (_, i) => `s-${i}`);
    const kept = keys.filter((k, i) => scriptArmOf(k, 50, split.salt) === 'treatment' || i % 5 < 2);
    const res = await api.as('agent', 'POST', `/harnesses/${id}/exposures`, {
      body: { items: kept.map((viewerKey) => ({ experimentId: split.experimentId, viewerKey })) },
    });
    expect(res.status, res.text).toBe(200);
    const r = await report();
    expect(r.srm.mismatch).toBe(true);
    expect(r.srm.pValue).toBeLessThan(0.001);
  });

  it(
    'spans a ramp: one experiment, the shares in force, nobody sent back to control',
    {
      timeout: 120_000,
    },
    async () => {
      id = await twoVersions(api);
      await splitStaging(api, id, 5);
      const five = await runningSplit(api, id);
      await sendViewers(
        api,
        id,
        { from: 0, to: 2_000, prefix: 'r' },
        { control: 0.1, treatment: 0.1 },
        seeded(5),
      );
      await splitStaging(api, id, 20);
      const twenty = await runningSplit(api, id);
      expect(twenty.experimentId).toBe(five.experimentId);
      // The same viewers come back, and new ones.
      await exposeViewers(api, id, { from: 0, to: 4_000, prefix: 'r' }, twenty);
      for (let i = 0; i < 4_000; i++) {
        if (scriptArmOf(`r-${i}`, 5, five.salt) === 'treatment')
          expect(scriptArmOf(`r-${i}`, 20, twenty.salt)).toBe('treatment');
      }
      const moved = Array.from({ length: 2_000 }, (_, i) => `r-${i}`).filter(
        (k) =>
          scriptArmOf(k, 5, five.salt) === 'control' &&
          scriptArmOf(k, 20, five.salt) === 'treatment',
      ).length;
      const r = await report();
      expect(r.phases.map((p) => p.percent)).toEqual([5, 20]);
      expect(r.phases[0]!.to).toBe(r.phases[1]!.from);
      expect(r.phases[1]!.to).toBeNull();
      expect(r.exposures.crossed).toBe(moved);
      expect(r.exposures.control + r.exposures.treatment).toBe(4_000);
      // First served at 5% (2,000 viewers) or at 20% (2,000 more): 100 + 400 expected.
      expect(r.exposures.expectedTreatment).toBeCloseTo(500, 9);
      expect(r.srm.mismatch).toBe(false);
      expect(r.arms[0]!.units + r.arms[1]!.units).toBe(4_000 - moved);
      expect(r.history.length).toBeGreaterThanOrEqual(1);
    },
  );

  it("caps a value metric at the design's percentile: one huge order decides nothing", async () => {
    id = await twoVersions(api);
    const put = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: {
        version: 1,
        split: {
          version: 2,
          percent: 50,
          primaryMetric: { event: 'order', measure: 'valuePerUnit' },
          valueCap: 99,
        },
        reason: 'value per viewer',
      },
    });
    expect(put.status, put.text).toBe(200);
    const split = await runningSplit(api, id);
    await exposeViewers(api, id, { from: 0, to: 2_000, prefix: 'w' }, split);
    const at = new Date().toISOString();
    const items = Array.from({ length: 2_000 }, (_, i) => i)
      .filter((i) => i % 5 === 0)
      .map((i) => ({ eventId: `w-${i}`, viewerKey: `w-${i}`, event: 'order', value: 100, at }));
    const whale = items.find((o) => scriptArmOf(o.viewerKey, 50, split.salt) === 'treatment')!;
    whale.value = 1e9;
    const sent = await api.as('agent', 'POST', `/harnesses/${id}/outcomes`, { body: { items } });
    expect(sent.status, sent.text).toBe(200);
    const r = await report();
    expect(r.design).toMatchObject({ primaryMetric: { event: 'order', measure: 'valuePerUnit' } });
    const primary = r.metrics[0]!;
    expect(primary).toMatchObject({
      event: 'order',
      kind: 'valuePerUnit',
      role: 'primary',
      cap: 100,
    });
    // Uncapped, the treatment's value per viewer would be about 10,000 times the control's.
    expect(Math.abs(primary.relativeUplift!)).toBeLessThan(0.5);
    expect(r.arms[1]!.events.order!.value).toBeGreaterThan(1e9);
  });
});
