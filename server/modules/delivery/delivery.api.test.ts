import { withAnotherInstance } from '../../testing/another-instance';
import { expect, it } from 'vitest';
import { createToken } from '../tokens/token-store';
import { describeApi } from '../../testing/describe-api';
import { createSampleHarness } from '../../testing/api-helpers';
import { readEventStream } from '../../../src/harness/event-stream';
import type { ApiContext } from '../../testing/describe-api';

async function publish(
  api: ApiContext,
  id: string,
  version: number,
  split?: { version: number; percent: number },
) {
  const res = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/production`, {
    body: { version, reason: 'test publish', ...(split ? { split } : {}) },
  });
  expect(res.status, res.text).toBe(200);
}

async function twoVersions(api: ApiContext): Promise<string> {
  const id = await createSampleHarness(api, { prefix: 'dl' });
  for (const message of ['one', 'two']) {
    if (message === 'two') {
      const skill = await api.as<{ value: Record<string, unknown>; revision: number }>(
        'engineer',
        'GET',
        `/harnesses/${id}/draft/entities/skill/greeting`,
      );
      const put = await api.as(
        'engineer',
        'PUT',
        `/harnesses/${id}/draft/entities/skill/greeting`,
        {
          body: {
            ...skill.body.value,
            description: '观众进入直播间或第一次发言时使用（第二版）。',
          },
          headers: { 'if-match': `"${skill.body.revision}"` },
        },
      );
      expect(put.status, put.text).toBe(200);
    }
    const v = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, { body: { message } });
    expect(v.status, v.text).toBe(201);
  }
  return id;
}

/** Reads Server-Sent Events until `until` returns true or the time runs out. */
async function readEvents(
  url: string,
  token: string,
  until: (events: { event: string; data: string }[]) => boolean,
  onReady: () => Promise<void>,
  timeoutMs = 5_000,
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const events: { event: string; data: string }[] = [];
  try {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    for await (const { event, data } of readEventStream(res.body!)) {
      events.push({ event, data });
      if (event === 'ready') await onReady();
      if (until(events)) break;
    }
  } catch (err) {
    if ((err as Error).name !== 'AbortError') throw err;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

describeApi('Delivery to production agents', (api) => {
  it('serves the resolved harness with an ETag and answers 304 while unchanged', async () => {
    const id = await twoVersions(api);
    await publish(api, id, 1);
    const first = await api.as<{ version: number; document: { name: string }; tools: unknown[] }>(
      'qa',
      'GET',
      `/harnesses/${id}/resolved?label=production`,
    );
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);
    expect(first.body.tools.length).toBeGreaterThan(0);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+-1"$/);
    const again = await api.as('qa', 'GET', `/harnesses/${id}/resolved?label=production`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await publish(api, id, 2);
    const moved = await api.as('qa', 'GET', `/harnesses/${id}/resolved?label=production`, {
      headers: { 'if-none-match': etag },
    });
    expect(moved.status).toBe(200);
    expect(moved.headers.get('x-harness-version')).toBe('2');
  });

  it('splits traffic by a stable hash of the key: one viewer always sees one version', async () => {
    const id = await twoVersions(api);
    await publish(api, id, 1, { version: 2, percent: 30 });
    const seen = new Map<string, string>();
    const keys = Array.from({ length: 200 }, (_, i) => `viewer-${i}`);
    const results = await Promise.all(
      keys.map((key) =>
        api.as('qa', 'GET', `/harnesses/${id}/resolved?label=production&key=${key}`),
      ),
    );
    results.forEach((r, i) => seen.set(keys[i]!, r.headers.get('x-harness-version')!));
    const toTwo = [...seen.values()].filter((v) => v === '2').length;
    expect(toTwo).toBeGreaterThan(30);
    expect(toTwo).toBeLessThan(90);
    const repeat = await Promise.all(
      keys
        .slice(0, 40)
        .map((key) => api.as('qa', 'GET', `/harnesses/${id}/resolved?label=production&key=${key}`)),
    );
    repeat.forEach((r, i) => expect(r.headers.get('x-harness-version')).toBe(seen.get(keys[i]!)));
  });

  it('announces a label move on the event stream within a second', async () => {
    const id = await twoVersions(api);
    let movedAt = 0;
    const events = await readEvents(
      `${api.baseUrl()}/api/v1/harnesses/${id}/events`,
      api.token('qa'),
      (list) => list.some((e) => e.event === 'label'),
      async () => {
        movedAt = Date.now();
        await publish(api, id, 2);
      },
    );
    const label = events.find((e) => e.event === 'label');
    expect(label, JSON.stringify(events)).toBeDefined();
    expect(Date.now() - movedAt).toBeLessThan(1_000);
    expect(JSON.parse(label!.data)).toMatchObject({
      harnessId: id,
      label: 'production',
      version: 2,
    });
  });

  // Several API instances share PostgreSQL; a SQLite file belongs to one process.
  it.skipIf(api.database.dialect === 'sqlite')(
    'announces a move made on another API instance sharing the database',
    async () => {
      await withAnotherInstance(api, async (server) => {
        const id = await twoVersions(api);
        const { plaintext } = await createToken(server.db, { name: 'agent', role: 'qa' });
        const events = await readEvents(
          `${server.baseUrl}/api/v1/harnesses/${id}/events`,
          plaintext,
          (list) => list.some((e) => e.event === 'label'),
          () => publish(api, id, 1),
        );
        expect(events.find((e) => e.event === 'label')).toBeDefined();
        const resolved = await fetch(`${server.baseUrl}/api/v1/harnesses/${id}/resolved`, {
          headers: { authorization: `Bearer ${plaintext}` },
        });
        expect(resolved.headers.get('x-harness-version')).toBe('1');
      });
    },
  );
});
