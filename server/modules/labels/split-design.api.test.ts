import { beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { expectProblem } from '../../testing/api-helpers';
import type { Label } from '../../../src/harness/records';
import { twoVersions } from '../experiments/experiment-testing';

// A split carries its experiment's design (what it decides on, how it is read): the move
// accepts the core's fields, keeps them on the label and refuses bad ones with pointers.
describeRuntimeApi('split design', (api) => {
  let id = '';
  beforeAll(async () => {
    id = await twoVersions(api);
  });

  const put = (split: Record<string, unknown>) =>
    api.as<{ label: Label }>('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
      body: { version: 1, split: { version: 2, percent: 20, ...split }, reason: 'A/B' },
    });

  it('keeps the design on the label with the experiment it starts', async () => {
    const design = {
      primaryMetric: { event: 'order', measure: 'conversion' },
      secondaryMetrics: [{ event: 'confirmed_receipt', measure: 'valuePerUnit' }],
      method: 'fixed_horizon',
      plannedUnits: 12_000,
      valueCap: 95,
    } as const;
    const res = await put(design);
    expect(res.status, res.text).toBe(200);
    const labels = await api.as<Label[]>('qa', 'GET', `/harnesses/${id}/labels`);
    const split = labels.body.find((l) => l.name === 'staging')!.split!;
    expect(split).toMatchObject({ version: 2, percent: 20, ...design });
    expect(split.experimentId).toMatch(/^exp_[0-9a-f]{16}$/);
    expect(split.experimentId).toBe(res.body.label.split!.experimentId);
  });

  it('refuses a bad design with a pointer at the field', async () => {
    expectProblem(
      await put({ method: 'fixed_horizon', plannedUnits: 5 }),
      400,
      '/split/plannedUnits',
    );
    expectProblem(await put({ plannedUnits: 150.5 }), 400, '/split/plannedUnits');
    expectProblem(await put({ valueCap: 40 }), 400, '/split/valueCap');
    expectProblem(await put({ method: 'bayesian' }), 400, '/split/method');
    expectProblem(
      await put({ primaryMetric: { event: 'Bad!', measure: 'conversion' } }),
      400,
      '/split/primaryMetric/event',
    );
    expectProblem(await put({ designedBy: 'me' }), 400);
  });
});
