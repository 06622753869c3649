import { expect, it } from 'vitest';
import { describeRuntimeApi } from '../../testing/describe-runtime-api';
import type { ExperimentReport } from '../../../src/harness/experiments';
import { probeKey } from '../../../src/harness/split';
import { runningSplit, splitStaging, twoVersions } from '../experiments/experiment-testing';

// The agent client confirms a split by reading `/resolved` with its probe keys, one on
// each side of the boundary (packages/client, snapshot.ts): those reads are not viewers.
describeRuntimeApi('exposures of probe reads', (api) => {
  it("records no exposure for the agent client's probe keys, only for viewers", async () => {
    const id = await twoVersions(api);
    await splitStaging(api, id, 50);
    await runningSplit(api, id);
    const keys = [...Array.from({ length: 20 }, (_, i) => probeKey(i)), 'viewer-1'];
    for (const key of keys) {
      const res = await api.as(
        'agent',
        'GET',
        `/harnesses/${id}/resolved?label=staging&key=${key}`,
      );
      expect(res.status, res.text).toBe(200);
    }
    await api.studio().deps.exposures.flush();
    const report = await api.as<ExperimentReport>(
      'qa',
      'GET',
      `/harnesses/${id}/labels/staging/experiment`,
    );
    expect(report.status, report.text).toBe(200);
    const { control, treatment } = report.body.exposures;
    expect(control + treatment).toBe(1);
  });
});
