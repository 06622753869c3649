import { expect } from 'vitest';
import { sampleContexts } from '../../../src/harness/sample';
import { scriptArmOf, viewerExposures, viewerOutcomes, type ScriptSplit } from './outcome-script';
import { seededRandom } from '../../../src/harness/variants/random';
import { createRelaxedSample, type RuntimeApiContext } from '../../testing/describe-runtime-api';
import type { ApiContext } from '../../testing/describe-api';
import type { GuardrailInput, OutcomeIngestResult } from '../../../src/harness/experiments';
import type { Label } from '../../../src/harness/records';
import type { Arm } from '../../../src/harness/experiments/arms';

// Shared by the experiment tests: a harness with two versions the scripted model server can
// tell apart, a split on `staging`, viewers sent through the agent endpoint and outcomes.

/** Version 2's sampling temperature: the model server answers its requests differently. */
export const TREATMENT_TEMPERATURE = 1.3;

/** The relaxed sample as version 1, the same with temperature 1.3 as version 2. */
export async function twoVersions(api: RuntimeApiContext): Promise<string> {
  const id = await createRelaxedSample(api);
  const v1 = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, {
    body: { message: 'A' },
  });
  expect(v1.status, v1.text).toBe(201);
  const meta = await api.as<{ revision: number; value: { model: Record<string, unknown> } }>(
    'engineer',
    'GET',
    `/harnesses/${id}/draft/entities/meta/meta`,
  );
  expect(meta.status, meta.text).toBe(200);
  const put = await api.as('engineer', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
    body: {
      ...meta.body.value,
      model: { ...meta.body.value.model, temperature: TREATMENT_TEMPERATURE },
    },
    headers: { 'if-match': `"${meta.body.revision}"` },
  });
  expect(put.status, put.text).toBe(200);
  const v2 = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, {
    body: { message: 'B' },
  });
  expect(v2.status, v2.text).toBe(201);
  return id;
}

/** Splits `staging`: version 1 keeps 100 − percent of viewers, version 2 gets `percent`. */
export async function splitStaging(
  api: ApiContext,
  id: string,
  percent = 50,
  guardrails?: GuardrailInput[],
) {
  const res = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
    body: {
      version: 1,
      split: { version: 2, percent, ...(guardrails && { guardrails }) },
      reason: 'A/B',
    },
  });
  expect(res.status, res.text).toBe(200);
  return res;
}

/** One turn of a viewer through the OpenAI-compatible endpoint on `staging`. */
export async function viewerTurn(api: ApiContext, id: string, viewer: string) {
  return fetch(`${api.baseUrl()}/api/v1/harnesses/${id}/chat/completions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${api.token('engineer')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      model: 'staging',
      user: viewer,
      messages: [{ role: 'user', content: '有券吗？' }],
      harness_context: sampleContexts[0]!.context,
    }),
  });
}

/** A seeded generator: the same viewers convert on every run. */
export const seeded = (seed: number) => seededRandom(seed).next;

/** The split running on a label (its experiment id and salt, which decide the arms). */
export async function runningSplit(api: ApiContext, id: string, label = 'staging') {
  const res = await api.as<Label[]>('engineer', 'GET', `/harnesses/${id}/labels`);
  expect(res.status, res.text).toBe(200);
  const split = res.body.find((l) => l.name === label)?.split;
  expect(split?.experimentId).toBeTruthy();
  return { percent: split!.percent, experimentId: split!.experimentId!, salt: split!.salt ?? null };
}

/** Viewers served (as the agent client reports them), in batches of 1,000. */
export async function exposeViewers(
  api: ApiContext,
  id: string,
  range: { from: number; to: number; prefix: string },
  split: ScriptSplit,
) {
  const items = viewerExposures(range, split.experimentId);
  for (let i = 0; i < items.length; i += 1_000) {
    const res = await api.as('agent', 'POST', `/harnesses/${id}/exposures`, {
      body: { items: items.slice(i, i + 1_000) },
    });
    expect(res.status, res.text).toBe(200);
  }
}

/** Viewers served on `staging`, then the outcomes of `viewerOutcomes`, in batches of 1,000. */
export async function sendViewers(
  api: ApiContext,
  id: string,
  range: { from: number; to: number; prefix: string },
  rates: Record<Arm, number>,
  next: () => number,
) {
  const split = await runningSplit(api, id);
  await exposeViewers(api, id, range, split);
  const items = viewerOutcomes(range, rates, next, new Date().toISOString(), split);
  for (let i = 0; i < items.length; i += 1_000) {
    const res = await api.as<OutcomeIngestResult>('agent', 'POST', `/harnesses/${id}/outcomes`, {
      body: { items: items.slice(i, i + 1_000) },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.rejected).toEqual([]);
  }
}

export { scriptArmOf };
