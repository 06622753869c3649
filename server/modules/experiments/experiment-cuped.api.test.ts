import { expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import type { ApiContext } from '../../testing/describe-api';
import type { RuntimeApiContext } from '../../testing/describe-runtime-api';
import type {
  ExperimentReport,
  OutcomeIngestResult,
  OutcomeItem,
} from '../../../src/harness/experiments';
import { exposeViewers, runningSplit, twoVersions } from './experiment-testing';

const VIEWERS = 200;
const key = (i: number) => `c-${i}`;

async function sendOutcomes(api: ApiContext, id: string, items: OutcomeItem[]) {
  const res = await api.as<OutcomeIngestResult>('agent', 'POST', `/harnesses/${id}/outcomes`, {
    body: { items },
  });
  expect(res.status, res.text).toBe(200);
  expect(res.body.rejected).toEqual([]);
}

/** Viewer i ordered in the pre-period when i % 2 = 0; in the experiment most of them again. */
const orders = (tag: string, which: (i: number) => boolean, at: () => string): OutcomeItem[] =>
  Array.from({ length: VIEWERS }, (_, i) => i)
    .filter(which)
    .map((i) => ({
      eventId: `${tag}-${i}`,
      viewerKey: key(i),
      event: 'order',
      value: 10 + (i % 7),
      at: at(),
    }));

const tick = () => new Promise((r) => setTimeout(r, 5));

/**
 * A split at 60% runs first (outcomes must fall in some experiment), then one at 50% with
 * CUPED starts a new experiment: what viewers sent under the first is its pre-period.
 */
async function cupedExperiment(api: RuntimeApiContext, withPre: boolean, cuped: boolean) {
  const id = await twoVersions(api);
  const move = (percent: number, extra: object) =>
    api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 1, split: { version: 2, percent, ...extra }, reason: 'A/B' },
    });
  expect((await move(60, {})).status).toBe(200);
  if (withPre) {
    await sendOutcomes(
      api,
      id,
      orders(
        'pre',
        (i) => i % 2 === 0,
        () => new Date().toISOString(),
      ),
    );
  }
  await tick();
  const design = {
    primaryMetric: { event: 'order', measure: 'conversion' },
    ...(cuped ? { cuped: { preDays: 14 } } : {}),
  };
  const res = await move(50, design);
  expect(res.status, res.text).toBe(200);
  await tick();
  const split = await runningSplit(api, id);
  await exposeViewers(api, id, { from: 0, to: VIEWERS, prefix: 'c' }, split);
  // Repeat buyers: the pre-period's buyers buy again (but one in five), a few new ones do.
  await sendOutcomes(
    api,
    id,
    orders(
      'in',
      (i) => (i % 2 === 0 && i % 10 !== 0) || i % 9 === 1,
      () => new Date().toISOString(),
    ),
  );
  const report = await api.as<ExperimentReport>(
    'qa',
    'GET',
    `/harnesses/${id}/labels/staging/experiment`,
  );
  expect(report.status, report.text).toBe(200);
  return report.body;
}

const metric = (r: ExperimentReport, kind: 'conversion' | 'valuePerUnit') =>
  r.metrics.find((m) => m.event === 'order' && m.kind === kind);

describeRuntimeApi('experiment CUPED', (api) => {
  it('reports the variance the pre-period explains when CUPED is on', async () => {
    const report = await cupedExperiment(api, true, true);
    expect(report.design.cuped).toEqual({ preDays: 14 });
    const units = report.arms.reduce((s, a) => s + a.units, 0);
    expect(units).toBe(VIEWERS);
    // The in-period buyers are mostly the pre-period's: ρ² is well above 0.3.
    expect(metric(report, 'conversion')!.varianceReduction).toBeGreaterThan(0.3);
    expect(metric(report, 'valuePerUnit')!.varianceReduction).toBeGreaterThan(0.1);
  });

  it('reports 0 without pre-period outcomes, and nothing with CUPED off', async () => {
    const bare = await cupedExperiment(api, false, true);
    expect(metric(bare, 'conversion')!.varianceReduction).toBe(0);
    const off = await cupedExperiment(api, true, false);
    expect(metric(off, 'conversion')!.varianceReduction).toBeUndefined();
  });
});
