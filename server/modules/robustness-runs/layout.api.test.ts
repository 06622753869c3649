import { beforeAll, expect, it } from 'vitest';
import { harnessDocumentSchema } from '../../../src/harness';
import { sampleHarness } from '../../../src/harness/sample';
import type { RobustnessRun } from '../../../src/harness/variants/run-contract';
import { readEntity } from '../../testing/api-helpers';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import { HOST_CASES, HOST_PLAN } from '../../testing/host-suite';
import { readerHost } from '../../testing/model-server/hosts';
import { harnessWithCases } from '../../testing/suite-runs';

// The sample's cache-friendly layout (per-turn sections in a message of their own)
// must not cost the model anything. A host that reads what it is offered, run on every
// family in both layouts: no family drops significantly in either, and identity passes.

const sample = harnessDocumentSchema.parse(sampleHarness);
const RUN_MS = 240_000;

async function run(api: RuntimeApiContext, harness: string): Promise<RobustnessRun> {
  const started = await api.as<RobustnessRun>(
    'qa',
    'POST',
    `/harnesses/${harness}/robustness-runs`,
    {
      body: { target: 'draft', variantsPerFamily: 2, trials: 1, seed: 1 },
    },
  );
  expect(started.status, started.text).toBe(202);
  const deadline = Date.now() + RUN_MS;
  for (;;) {
    const got = await api.as<RobustnessRun>(
      'merchant',
      'GET',
      `/harnesses/${harness}/robustness-runs/${started.body.id}`,
    );
    expect(got.status, got.text).toBe(200);
    if (got.body.status !== 'running') return got.body;
    if (Date.now() > deadline) throw new Error(`still running: ${got.body.done}/${got.body.total}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Each family's worst variant with its interval, against identity's: the figures reported. */
function figures(layout: string, r: RobustnessRun): string {
  const { identity, families } = r.report!;
  const pct = (x: number) => (x * 100).toFixed(0);
  const row = (f: (typeof families)[number]) =>
    `${f.family} ${pct(f.worstPassRate)}% [${pct(f.low)}, ${pct(f.high)}]${f.significant ? ' SIGNIFICANT' : ''}`;
  return `${layout}: identity ${pct(identity.passRate)}% [${pct(identity.low)}, ${pct(identity.high)}]; ${families.map(row).join('; ')}`;
}

describeRuntimeApi('the reading host on both prompt layouts of the sample', (api) => {
  let harness = '';
  beforeAll(async () => {
    harness = await harnessWithCases(api, HOST_CASES);
  });

  it(
    'no family drops significantly with the cache-friendly layout, nor with the document one',
    async () => {
      api.model().setFallback(readerHost(HOST_PLAN, sample));
      const seen = api.model().requests.length;
      const friendly = await run(api, harness);
      expect(friendly.status, friendly.error ?? '').toBe('finished');
      // The model really read the new layout: system text, the turn message, the question.
      const asked = api.model().requests.slice(seen);
      const roles = asked[0]!.body.messages!.map((m) => m.role);
      expect(roles.slice(0, 3)).toEqual(['system', 'system', 'user']);
      expect(String(asked[0]!.body.messages![0]!.content)).not.toContain('昵称：');

      // The same harness in the document layout.
      const meta = await readEntity(api, harness, 'meta', 'meta');
      const value = structuredClone(meta.value) as { settings: Record<string, unknown> };
      delete value.settings.promptLayout;
      const put = await api.as('admin', 'PUT', `/harnesses/${harness}/draft/entities/meta/meta`, {
        headers: { 'if-match': `"${meta.revision}"` },
        body: value,
      });
      expect(put.status, put.text).toBe(200);
      const before = api.model().requests.length;
      const plain = await run(api, harness);
      expect(plain.status, plain.error ?? '').toBe('finished');
      const plainRoles = api.model().requests[before]!.body.messages!.map((m) => m.role);
      expect(plainRoles.slice(0, 2)).toEqual(['system', 'user']);

      console.info(`[layout] ${figures('cache-friendly', friendly)}`);
      console.info(`[layout] ${figures('document', plain)}`);
      for (const r of [friendly, plain]) {
        const report = r.report!;
        expect(report.identity.passRate, figures('run', r)).toBe(1);
        expect(report.families).toHaveLength(6);
        for (const f of report.families) expect(f.significant, figures('run', r)).toBe(false);
      }
      // Per-family worst pass rates match between the layouts: the layout costs nothing here.
      expect(friendly.report!.families.map((f) => [f.family, f.worstPassRate])).toEqual(
        plain.report!.families.map((f) => [f.family, f.worstPassRate]),
      );
    },
    2 * RUN_MS,
  );
});
