import { beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { expectProblem } from '../../testing/api-helpers';
import { text } from '../../testing/model-server';
import type { ExperimentReport } from '../../../src/harness/experiments';
import { seeded, sendViewers, splitStaging, twoVersions, viewerTurn } from './experiment-testing';

// Arm B converts 5% better (52.5% against 50% of viewers order): with 20,000 viewers per
// arm the always-valid interval of the relative uplift excludes zero; with 1,000 it does not
// yet; with equal arms it never does. Viewers' turns go through the agent endpoint, so the
// arms' latency comes from the production traces.
describeRuntimeApi('experiment report', (api) => {
  let id = '';
  const report = async (label = 'staging') => {
    const res = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/harnesses/${id}/labels/${label}/experiment`,
    );
    expect(res.status, res.text).toBe(200);
    return res.body;
  };
  const check = async () => {
    const res = await api.as(
      'publisher',
      'POST',
      `/harnesses/${id}/labels/staging/experiment/check`,
    );
    expect(res.status, res.text).toBe(200);
  };
  const order = (r: ExperimentReport) =>
    r.metrics.find((m) => m.event === 'order' && m.kind === 'conversion')!;

  beforeAll(async () => {
    api.model().setFallback(text('有的，今晚下单立减二十元。'));
    id = await twoVersions(api);
    await splitStaging(api, id, 50);
  });

  it('has no report for a label that never split traffic', async () => {
    const res = await api.as('qa', 'GET', `/harnesses/${id}/labels/production/experiment`);
    expect(expectProblem(res, 409)).toMatchObject({ code: 'experiment.no_split' });
    expectProblem(await api.as('qa', 'GET', `/harnesses/${id}/labels/nope/experiment`), 404);
  });

  it('shows the arms with units, events and latency from traces', async () => {
    for (let i = 0; i < 12; i++) expect((await viewerTurn(api, id, `up-${i}`)).status).toBe(200);
    await api.studio().deps.traceCapture.flush();
    await sendViewers(
      api,
      id,
      { from: 0, to: 1_000, prefix: 'up' },
      { control: 0.5, treatment: 0.525 },
      seeded(1),
    );
    await check();
    const r = await report();
    expect(r.arms.map((a) => [a.version, a.role])).toEqual([
      [1, 'control'],
      [2, 'treatment'],
    ]);
    expect(r.arms[0]!.units + r.arms[1]!.units).toBe(1_000);
    expect(r.arms[0]!.events.product_view!.count).toBe(r.arms[0]!.units);
    expect(r.arms[1]!.valuePerUnit).toBeCloseTo(
      (r.arms[1]!.events.confirmed_receipt!.value ?? 0) / r.arms[1]!.units,
      9,
    );
    expect(r.arms[0]!.turns + r.arms[1]!.turns).toBe(12);
    expect(r.arms.every((a) => a.latency.p50 !== null && a.latency.p95! >= a.latency.p50!)).toBe(
      true,
    );
    expect(r.arms.every((a) => a.errorRate === 0)).toBe(true);
    expect(r.srm.mismatch).toBe(false);
    expect(order(r).significant).toBe(false);
    expect(order(r).low!).toBeLessThan(0);
  });

  it(
    "shows B's uplift with an interval excluding zero once enough viewers came",
    { timeout: 180_000 },
    async () => {
      // Each run's experiment has a new salt, so which seeded draw lands in which arm changes
      // from run to run: a 7 % uplift is found at 40,000 viewers whatever the split (z about
      // 7), where 5 % was missed now and then (z about 5, the always-valid bound near 4).
      await sendViewers(
        api,
        id,
        { from: 1_000, to: 40_000, prefix: 'up' },
        { control: 0.5, treatment: 0.535 },
        seeded(2),
      );
      await check();
      const r = await report();
      const m = order(r);
      expect(r.arms[0]!.units + r.arms[1]!.units).toBe(40_000);
      expect(m.significant).toBe(true);
      expect(m.low!).toBeGreaterThan(0);
      expect(m.relativeUplift!).toBeGreaterThan(0.02);
      expect(m.high!).toBeGreaterThan(0.05);
      expect(r.srm).toMatchObject({ mismatch: false });
      // Every look so far is kept: the first said nothing yet, the last says B is better.
      expect(r.history.length).toBe(3);
      const first = r.history[0]!.metrics.find(
        (x) => x.event === 'order' && x.kind === 'conversion',
      )!;
      expect(first.significant).toBe(false);
      expect(r.history.at(-1)!.units.reduce((a, b) => a + b)).toBe(40_000);
      expect(r.endedAt).toBeNull();
      expect(r.rollback).toBeNull();
    },
  );

  it('shows no uplift when the arms convert alike', { timeout: 180_000 }, async () => {
    id = await twoVersions(api);
    await splitStaging(api, id, 50);
    await sendViewers(
      api,
      id,
      { from: 0, to: 40_000, prefix: 'aa' },
      { control: 0.5, treatment: 0.5 },
      seeded(3),
    );
    const r = await report();
    expect(r.arms[0]!.units + r.arms[1]!.units).toBe(40_000);
    expect(r.metrics.length).toBeGreaterThanOrEqual(4);
    expect(order(r).low).not.toBeNull();
    for (const m of r.metrics) {
      expect(m.significant, `${m.event} ${m.kind}`).toBe(false);
      // Every viewer viewed the product: a conversion of 100% in both arms has no interval.
      if (m.event === 'product_view') continue;
      expect(m.low!).toBeLessThan(0);
      expect(m.high!).toBeGreaterThan(0);
    }
  });

  it('is for everyone but merchants; checks are for publishers and admins', async () => {
    expectProblem(
      await api.as('merchant', 'GET', `/harnesses/${id}/labels/staging/experiment`),
      403,
    );
    expectProblem(
      await api.as('otherMerchant', 'GET', `/harnesses/${id}/labels/staging/experiment`),
      404,
    );
    expect((await api.as('ops', 'GET', `/harnesses/${id}/labels/staging/experiment`)).status).toBe(
      200,
    );
    expectProblem(
      await api.as('engineer', 'POST', `/harnesses/${id}/labels/staging/experiment/check`),
      403,
    );
  });
});
