import { expect } from 'vitest';
import { createSampleHarness, readEntity, tagged } from '../../testing/api-helpers';
import type { ApiContext } from '../../testing/describe-api';

// Shared by the layer tests: a harness whose versions change one entity each against
// version 1, so which experiments may share a label is decided by what they change.

async function putEntity(api: ApiContext, id: string, kind: string, value: unknown) {
  const now = await readEntity(api, id, kind, kind);
  const put = await api.as('admin', 'PUT', `/harnesses/${id}/draft/entities/${kind}/${kind}`, {
    headers: { 'if-match': `"${now.revision}"` },
    body: value,
  });
  expect(put.status, put.text).toBe(200);
}

async function saveVersion(api: ApiContext, id: string, message: string): Promise<number> {
  const v = await api.as<{ number: number }>('admin', 'POST', `/harnesses/${id}/versions`, {
    body: { message },
  });
  expect(v.status, v.text).toBe(201);
  return v.body.number;
}

/**
 * Version 1: the sample. Version 2: its preferences changed. Version 3: its prompt changed
 * (preferences as in version 1). The draft is left as version 3.
 */
export async function layeredHarness(api: ApiContext, prefix = 'layers'): Promise<string> {
  const id = await createSampleHarness(api, { prefix });
  expect(await saveVersion(api, id, 'base')).toBe(1);
  const prefs = (await readEntity(api, id, 'preferences', 'preferences')).value;
  await putEntity(api, id, 'preferences', tagged('preferences', prefs, 'layer test greeting'));
  expect(await saveVersion(api, id, 'preferences')).toBe(2);
  await putEntity(api, id, 'preferences', prefs);
  const prompt = (await readEntity(api, id, 'prompt', 'prompt')).value;
  await putEntity(api, id, 'prompt', tagged('prompt', prompt, 'Layer test'));
  expect(await saveVersion(api, id, 'prompt')).toBe(3);
  return id;
}

/** The rows of layer_experiments: a refused start writes none. */
export async function layerRows(api: ApiContext): Promise<number> {
  const [row] = await api
    .db()
    .query<{ n: number | string }>('SELECT COUNT(*) AS n FROM layer_experiments');
  return Number(row!.n);
}
