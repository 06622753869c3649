import { request } from 'node:http';
import { expect } from 'vitest';
import type { HarnessDocument } from '../../../src/harness';
import type { LayerExperiment } from '../../../src/harness/experiments/layers';
import type { Label, VersionWithDocument } from '../../../src/harness/records';
import { readEntity } from '../../testing/api-helpers';
import type { RuntimeApiContext } from '../../testing/describe-runtime-api';
import { twoVersions } from '../experiments/experiment-testing';
import { newVersion } from './shop-testing';

// Shared by the layer delivery tests: a harness whose versions 2 and 3 each change one entity
// of version 1 (2 the model's temperature, 3 the greeting skill), `staging` on version 1 with
// one layer experiment of each, and raw reads that tell the fast path from the route.

/** Version 3: version 1 with only the greeting skill's description changed. */
async function greetingVersion(api: RuntimeApiContext, id: string, v1: HarnessDocument) {
  const meta = await readEntity(api, id, 'meta', 'meta');
  const back = await api.as('engineer', 'PUT', `/harnesses/${id}/draft/entities/meta/meta`, {
    body: { ...(meta.value as object), model: v1.model },
    headers: { 'if-match': `"${meta.revision}"` },
  });
  expect(back.status, back.text).toBe(200);
  const skill = await readEntity(api, id, 'skill', 'greeting');
  const put = await api.as('engineer', 'PUT', `/harnesses/${id}/draft/entities/skill/greeting`, {
    body: { ...(skill.value as object), description: '观众进入直播间时使用（分层实验版）。' },
    headers: { 'if-match': `"${skill.revision}"` },
  });
  expect(put.status, put.text).toBe(200);
  expect(await newVersion(api, id, 'C')).toBe(3);
}

export async function versionDocument(
  api: RuntimeApiContext,
  id: string,
  n: number,
): Promise<HarnessDocument> {
  const res = await api.as<VersionWithDocument>('qa', 'GET', `/harnesses/${id}/versions/${n}`);
  expect(res.status, res.text).toBe(200);
  return res.body.document;
}

export async function startLayer(
  api: RuntimeApiContext,
  id: string,
  layer: string,
  body: { version: number; share: number; percent?: number },
): Promise<LayerExperiment> {
  const res = await api.as<LayerExperiment>(
    'publisher',
    'POST',
    `/harnesses/${id}/labels/staging/layers/${layer}/experiments`,
    { body },
  );
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** `staging` on version 1, a `model` layer trying version 2 and a `skills` layer version 3. */
export async function layeredHarness(api: RuntimeApiContext) {
  const id = await twoVersions(api);
  const v1 = await versionDocument(api, id, 1);
  await greetingVersion(api, id, v1);
  const move = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/staging`, {
    body: { version: 1, reason: 'layers' },
  });
  expect(move.status, move.text).toBe(200);
  const model = await startLayer(api, id, 'model', { version: 2, share: 60 });
  const skills = await startLayer(api, id, 'skills', { version: 3, share: 60 });
  expect(model.changes).toEqual([{ kind: 'meta', key: 'meta' }]);
  expect(skills.changes).toEqual([{ kind: 'skill', key: 'greeting' }]);
  const docs = new Map<number, HarnessDocument>([[1, v1]]);
  for (const n of [2, 3]) docs.set(n, await versionDocument(api, id, n));
  return { id, model, skills, docs };
}

export async function stagingLabel(api: RuntimeApiContext, id: string): Promise<Label> {
  const res = await api.as<Label[]>('qa', 'GET', `/harnesses/${id}/labels`);
  expect(res.status, res.text).toBe(200);
  return res.body.find((l) => l.name === 'staging')!;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The header names as the server wrote them: node:http keeps ours, Hono lower-cases. */
  names: string[];
  bytes: Buffer;
}

/** A GET over a real socket, bytes and header names as they were sent. */
export function rawGet(
  api: RuntimeApiContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const url = `${api.baseUrl()}/api/v1${path}`;
  const auth = { authorization: `Bearer ${api.token('qa')}`, ...headers };
  return new Promise((resolve, reject) => {
    request(url, { headers: auth }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          names: res.rawHeaders.filter((_, i) => i % 2 === 0),
          bytes: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The same URL twice with the caches emptied first: the route answers, then the fast path. */
export async function routeThenFastPath(api: RuntimeApiContext, path: string) {
  api.studio().deps.delivery.invalidateAll();
  const route = await rawGet(api, path);
  const fast = await rawGet(api, path);
  expect(route.status).toBe(200);
  expect(fast.status).toBe(200);
  expect(route.names).not.toContain('ETag');
  expect(fast.names, 'the second read was the fast path').toContain('ETag');
  return { route, fast };
}
