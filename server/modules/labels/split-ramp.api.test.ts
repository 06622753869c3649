import { beforeAll, expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import type { Label } from '../../../src/harness/records';
import { twoVersions } from '../experiments/experiment-testing';

// A ramp changes the share only: the experiment, its salt, design and guardrails stay unless
// the move says otherwise (`guardrails: null` or `[]` clears them; absent keeps them).
describeRuntimeApi('split ramp', (api) => {
  let id = '';
  beforeAll(async () => {
    id = await twoVersions(api);
  });

  const put = async (split: Record<string, unknown>) => {
    const res = await api.as<{ label: Label }>(
      'publisher',
      'PUT',
      `/harnesses/${id}/labels/staging`,
      { body: { version: 1, split: { version: 2, ...split }, reason: 'ramp' } },
    );
    expect(res.status, res.text).toBe(200);
    return res.body.label.split!;
  };
  const guardrails = [
    { kind: 'error_rate', maxIncrease: 0.02 },
    { kind: 'metric', event: 'order', measure: 'conversion', maxDrop: 0.1 },
  ];

  it('keeps the guardrails, design, experiment and salt on a ramp that sends none', async () => {
    const started = await put({
      percent: 5,
      guardrails,
      method: 'fixed_horizon',
      plannedUnits: 500,
    });
    const ramped = await put({ percent: 20 });
    expect(ramped).toEqual({ ...started, percent: 20 });
    expect(ramped).toMatchObject({ guardrails, method: 'fixed_horizon', plannedUnits: 500 });
  });

  it('clears the guardrails only when the ramp says so, keeping the experiment', async () => {
    const before = await put({ percent: 30, guardrails });
    const cleared = await put({ percent: 40, guardrails: null });
    expect(cleared.guardrails).toBeUndefined();
    expect(cleared.experimentId).toBe(before.experimentId);
    const again = await put({ percent: 50, guardrails });
    expect((await put({ percent: 60, guardrails: [] })).guardrails).toBeUndefined();
    expect(again.salt).toBe(before.salt);
  });
});
