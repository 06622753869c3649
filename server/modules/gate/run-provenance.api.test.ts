import { expect, it } from 'vitest';
import { describeRuntimeApi, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import {
  askCase,
  answerWith,
  editDraft,
  followRun,
  harnessWithCases,
} from '../../testing/suite-runs';
import { expectProblem } from '../../testing/api-helpers';
import type {
  PublishGateStatus,
  StoredComparison,
  TestRun,
  TestRunDetail,
} from '../../../src/harness/evaluation';
import type { HarnessOverview } from '../../../src/harness/overview';

// The gate counts a run for the content it ran (by hash), on the harness's own
// endpoint only, and a case nobody could check is skipped, never a pass.

const SUITE = [
  askCase('greets', '你好', [{ type: 'reply_contains', values: ['欢迎'] }]),
  askCase('brewing', '这款茶怎么泡', [{ type: 'reply_contains', values: ['90度'] }]),
];
const GOOD = { 你好: '你好，欢迎来到直播间', 这款茶怎么泡: '建议用90度的水冲泡' };

async function newVersion(api: RuntimeApiContext, harness: string): Promise<number> {
  const res = await api.as<{ number: number }>('admin', 'POST', `/harnesses/${harness}/versions`, {
    body: { message: 'next' },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.number;
}

/** Runs the suite and waits for it: the stored run. */
async function finishedRun(
  api: RuntimeApiContext,
  harness: string,
  body: { target: string; endpoint?: string },
): Promise<TestRunDetail> {
  const started = await api.as<TestRun>('qa', 'POST', `/harnesses/${harness}/test-runs`, { body });
  expect(started.status, started.text).toBe(202);
  await followRun(api, harness, started.body.id);
  const run = await api.as<TestRunDetail>(
    'qa',
    'GET',
    `/harnesses/${harness}/test-runs/${started.body.id}`,
  );
  expect(run.body.status).toBe('finished');
  return run.body;
}

const gate = async (api: RuntimeApiContext, harness: string, version: number) =>
  (
    await api.as<PublishGateStatus>(
      'publisher',
      'GET',
      `/harnesses/${harness}/publish-gate?version=${version}`,
    )
  ).body;

const overview = async (api: RuntimeApiContext, harness: string) =>
  (await api.as<HarnessOverview>('qa', 'GET', `/harnesses/${harness}/overview`)).body;

describeRuntimeApi('the gate counts runs by content and endpoint', (api) => {
  it(
    'a run of the draft counts for the version made from it, not for another',
    { timeout: 20_000 },
    async () => {
      const harness = await harnessWithCases(api, SUITE);
      answerWith(api, GOOD);
      expect((await overview(api, harness)).draftRun).toEqual({ countsFor: null });
      const run = await finishedRun(api, harness, { target: 'draft' });
      expect(run).toMatchObject({ version: null, endpoint: 'default', model: 'test-model' });
      expect(run.contentHash).toMatch(/^sha256:/);

      const v1 = await newVersion(api, harness);
      const versions = await api.as<{ items: { number: number; contentHash: string }[] }>(
        'qa',
        'GET',
        `/harnesses/${harness}/versions`,
      );
      expect(versions.body.items[0]).toEqual(
        expect.objectContaining({ number: v1, contentHash: run.contentHash }),
      );
      expect(await gate(api, harness, v1)).toMatchObject({
        allowed: true,
        refusal: null,
        run: { id: run.id, version: null, target: 'draft' },
      });
      expect(await overview(api, harness)).toMatchObject({
        draftRun: { countsFor: v1 },
        gate: { version: v1, allowed: true },
      });
      const published = await api.as(
        'publisher',
        'PUT',
        `/harnesses/${harness}/labels/production`,
        {
          body: { version: v1, reason: 'the draft run passed' },
        },
      );
      expect(published.status, published.text).toBe(200);

      // Changed content is another version: the old run says nothing about it.
      await editDraft(api, harness, 'changed');
      expect((await overview(api, harness)).draftRun).toEqual({ countsFor: null });
      const v2 = await newVersion(api, harness);
      expect(await gate(api, harness, v2)).toMatchObject({
        allowed: false,
        run: null,
        refusal: { code: 'gate.no_run', version: v2, endpoint: 'default' },
      });
    },
  );

  it(
    'counts only runs on the version’s own endpoint; a comparison across endpoints says so',
    { timeout: 20_000 },
    async () => {
      const harness = await harnessWithCases(api, SUITE);
      answerWith(api, GOOD);
      const v1 = await newVersion(api, harness);
      const large = await finishedRun(api, harness, { target: String(v1), endpoint: 'large' });
      expect(large).toMatchObject({ endpoint: 'large', model: 'test-model', version: v1 });
      expect(large.summary?.passRate).toBe(1);
      expect(await gate(api, harness, v1)).toMatchObject({
        allowed: false,
        run: null,
        refusal: { code: 'gate.no_run', endpoint: 'default' },
      });
      const refused = await api.as('publisher', 'PUT', `/harnesses/${harness}/labels/production`, {
        body: { version: v1, reason: 'passed on large' },
      });
      expect(expectProblem(refused, 409)).toMatchObject({ code: 'gate.no_run' });

      const own = await finishedRun(api, harness, { target: String(v1) });
      expect(own.endpoint).toBe('default');
      expect(await gate(api, harness, v1)).toMatchObject({ allowed: true, run: { id: own.id } });

      const compared = await api.as<StoredComparison>(
        'qa',
        'GET',
        `/harnesses/${harness}/test-runs/${own.id}/compare?base=${large.id}`,
      );
      expect(compared.status, compared.text).toBe(200);
      expect(compared.body.setup).toEqual({
        base: { endpoint: 'large', model: 'test-model' },
        head: { endpoint: 'default', model: 'test-model' },
        differs: ['endpoint'],
      });
      const same = await api.as<StoredComparison>(
        'qa',
        'GET',
        `/harnesses/${harness}/test-runs/${own.id}/compare?base=${own.id}`,
      );
      expect(same.body.setup.differs).toEqual([]);
    },
  );

  it(
    'runs from before hashes and endpoints were kept count for their version, as they did',
    { timeout: 20_000 },
    async () => {
      const harness = await harnessWithCases(api, SUITE);
      answerWith(api, GOOD);
      const v1 = await newVersion(api, harness);
      const draftRun = await finishedRun(api, harness, { target: 'draft' });
      const versionRun = await finishedRun(api, harness, { target: String(v1) });
      // As migration 015 leaves a run of the draft: no hash, no endpoint, no model.
      for (const id of [draftRun.id, versionRun.id]) {
        await api
          .db()
          .run(
            'UPDATE test_runs SET content_hash = NULL, endpoint = NULL, model = NULL WHERE id = ?',
            [id],
          );
      }
      const old = await api.as<TestRun>(
        'qa',
        'GET',
        `/harnesses/${harness}/test-runs/${versionRun.id}`,
      );
      expect(old.body).toMatchObject({ contentHash: null, endpoint: null, model: null });
      expect(await gate(api, harness, v1)).toMatchObject({
        allowed: true,
        run: { id: versionRun.id },
      });
      // Without its hash, a draft run no longer says which content it ran.
      await api.db().run('DELETE FROM test_run_cases WHERE run_id = ?', [versionRun.id]);
      await api.db().run('DELETE FROM test_runs WHERE id = ?', [versionRun.id]);
      expect(await gate(api, harness, v1)).toMatchObject({ allowed: false, run: null });
    },
  );
});
