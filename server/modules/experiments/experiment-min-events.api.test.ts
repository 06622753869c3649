import { expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import { editSettings } from '../../testing/api-helpers';
import type { ExperimentReport } from '../../../src/harness/experiments';
import { seeded, sendViewers, splitStaging, twoVersions } from './experiment-testing';

// An uplift is judged only once the control has enough events (default 50), a
// number the harness's settings may change (settings.experiments.minEvents), read at once.
describeRuntimeApi('experiment minimum events', (api) => {
  it('waits for 50 control events by default, and for the number the settings say', async () => {
    const id = await twoVersions(api);
    await splitStaging(api, id, 50);
    // 600 viewers converting at 10%: about 30 purchasers in each arm.
    await sendViewers(
      api,
      id,
      { from: 0, to: 600, prefix: 'v' },
      { control: 0.1, treatment: 0.1 },
      seeded(3),
    );
    const order = async () => {
      const res = await api.as<ExperimentReport>(
        'qa',
        'GET',
        `/harnesses/${id}/labels/staging/experiment`,
      );
      expect(res.status, res.text).toBe(200);
      const control = res.body.arms.find((a) => a.role === 'control')!;
      const metric = res.body.metrics.find((m) => m.event === 'order' && m.kind === 'conversion')!;
      return { control: control.events.order?.count ?? 0, metric };
    };
    const before = await order();
    expect(before.control).toBeGreaterThan(10);
    expect(before.control).toBeLessThan(50);
    expect(before.metric).toMatchObject({ relativeUplift: null, low: null, significant: false });

    await editSettings(api, id, (s) => ({ ...s, experiments: { minEvents: 10 } }));
    const after = await order();
    expect(after.metric.relativeUplift).not.toBeNull();
    expect(after.metric.low!).toBeGreaterThan(-1);
    expect(after.metric.low!).toBeLessThan(after.metric.high!);
  });
});
