import { beforeAll, expect, it } from 'vitest';
import { harnessDocumentSchema } from '../../../src/harness';
import { sampleHarness } from '../../../src/harness/sample';
import type { RobustnessRun } from '../../../src/harness/variants/run-contract';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { HOST_CASES, HOST_PLAN } from '../../testing/host-suite';
import { overfitHost, readerHost } from '../../testing/model-server/hosts';
import type { Script } from '../../testing/model-server';
import { harnessWithCases } from '../../testing/suite-runs';

// What robustness runs are for: a host that memorised the sample's names shows a large drop
// on the renaming family, a host that reads what it is offered stays within the noise floor,
// and a negative control is caught for both. Real HTTP, the real runner, the scripted server.

const sample = harnessDocumentSchema.parse(sampleHarness);
const RUN_MS = 240_000;

async function robustnessRun(
  api: RuntimeApiContext,
  harness: string,
  host: Script,
): Promise<RobustnessRun> {
  api.model().setFallback(host);
  const started = await api.as<RobustnessRun>(
    'qa',
    'POST',
    `/harnesses/${harness}/robustness-runs`,
    {
      body: { target: 'draft', variantsPerFamily: 2, trials: 1, seed: 1 },
    },
  );
  expect(started.status, started.text).toBe(202);
  expect(started.body.total).toBe(HOST_CASES.length * started.body.arms.length);
  const deadline = Date.now() + RUN_MS;
  for (;;) {
    const run = await api.as<RobustnessRun>(
      'merchant',
      'GET',
      `/harnesses/${harness}/robustness-runs/${started.body.id}`,
    );
    expect(run.status, run.text).toBe(200);
    if (run.body.status !== 'running') return run.body;
    if (Date.now() > deadline) throw new Error(`still running: ${run.body.done}/${run.body.total}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What a failing assertion should print: each arm's passes. */
const scores = (run: RobustnessRun) =>
  run.report?.arms.map((a) => `${a.arm} ${a.passes}/${a.n}`).join(', ');

describeRuntimeApi('robustness runs with two scripted hosts', (api) => {
  let harness = '';
  beforeAll(async () => {
    harness = await harnessWithCases(api, HOST_CASES);
  });

  it(
    'a host that memorised the names drops on the renaming family, and a control is caught',
    async () => {
      const run = await robustnessRun(api, harness, overfitHost(HOST_PLAN));
      expect(run.status, run.error ?? '').toBe('finished');
      const report = run.report!;
      expect(report.identity.passRate, scores(run)).toBe(1);
      const tools = report.families.find((f) => f.family === 'tool-schemas')!;
      expect(tools.drop, scores(run)).toBeGreaterThanOrEqual(0.75);
      expect(tools.significant).toBe(true);
      expect(
        report.controls.some((c) => c.caught),
        scores(run),
      ).toBe(true);
    },
    RUN_MS,
  );

  it(
    'a host that reads what it is offered stays within the noise floor, and a control is caught',
    async () => {
      const run = await robustnessRun(api, harness, readerHost(HOST_PLAN, sample));
      expect(run.status, run.error ?? '').toBe('finished');
      const report = run.report!;
      expect(report.identity.passRate, scores(run)).toBe(1);
      expect(report.families.map((f) => f.family)).toHaveLength(6);
      for (const family of report.families) {
        expect(family.significant, `${family.family}: ${scores(run)}`).toBe(false);
      }
      expect(
        report.controls.some((c) => c.caught),
        scores(run),
      ).toBe(true);
    },
    RUN_MS,
  );
});
