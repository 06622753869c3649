import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarnessClient, type HarnessClient, type HarnessClientEvents } from '../src';
import {
  api,
  createStudio,
  HARNESS,
  killChildren,
  killStudio,
  publish,
  removeStudio,
  sleep,
  startStudio,
  type Studio,
} from './studio';

let studio: Studio;
let cacheDir: string;
const clients: HarnessClient[] = [];

beforeAll(async () => {
  studio = await createStudio();
  cacheDir = mkdtempSync(join(tmpdir(), 'hs-client-cache-'));
  await startStudio(studio);
}, 90_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await removeStudio(studio);
  killChildren();
  rmSync(cacheDir, { recursive: true, force: true });
});

function client(
  baseUrl: string,
  extra: { cacheDir?: string; exposures?: { flushMs: number } } = {},
): HarnessClient {
  const c = createHarnessClient({
    baseUrl,
    harnessId: HARNESS,
    label: 'staging',
    token: '',
    pollMs: 400,
    staleAfterMs: 800,
    ...extra,
  });
  clients.push(c);
  return c;
}

function record(c: HarnessClient) {
  const seen: { name: keyof HarnessClientEvents; data: unknown }[] = [];
  for (const name of ['updated', 'stale', 'unreachable', 'recovered', 'rejected'] as const) {
    c.on(name, (data: unknown) => seen.push({ name, data }));
  }
  return seen;
}

async function until(what: string, ok: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('the agent client against a real studio', () => {
  it('keeps answering while the studio is killed and restarted, then picks up a later publish', async () => {
    const v1 = await publish(studio, 1);
    const c = client(studio.baseUrl, { cacheDir });
    const seen = record(c);
    await c.start();
    expect(c.current('viewer-1')).toMatchObject({ version: v1, source: 'studio' });
    await until('the cache file', () => readdirSync(cacheDir).some((f) => f.endsWith('.json')));

    await killStudio(studio);
    await until('unreachable', () => seen.some((e) => e.name === 'unreachable'));
    await until('stale', () => seen.some((e) => e.name === 'stale'));
    // Answers the whole time it is down.
    expect(c.current('viewer-1')).toMatchObject({ version: v1 });
    expect(c.current('viewer-1')!.ageMs).toBeGreaterThan(800);
    const turn = { conversation: [{ role: 'user' as const, content: '你好' }], model: 'm' };
    expect(c.compile({ now: '2026-12-03T10:00:00Z' }, 'viewer-1', turn).messages[0]!.role).toBe(
      'system',
    );

    await startStudio(studio);
    const v2 = await publish(studio, 2);
    await until(
      'the version published after the restart',
      () => c.current('viewer-1')?.version === v2,
    );
    expect(seen.some((e) => e.name === 'recovered')).toBe(true);
    expect(seen.filter((e) => e.name === 'updated').at(-1)!.data).toMatchObject({ version: v2 });
  }, 120_000);

  it('started while the studio is down, serves the document of its cache folder', async () => {
    const expected = await api<{ version: number; contentHash: string }>(
      studio,
      'GET',
      '/resolved?label=staging',
    );
    const warm = client(studio.baseUrl, { cacheDir });
    await warm.start();
    await until('the cache to hold the latest', () => warm.current()?.version === expected.version);
    await warm.close();

    // A port nothing listens on: the studio is unreachable from the start.
    const down = client('http://127.0.0.1:9', { cacheDir });
    const seen = record(down);
    await down.start();
    expect(down.current('someone')).toMatchObject({
      version: expected.version,
      contentHash: expected.contentHash,
      source: 'cache',
    });
    expect(seen.some((e) => e.name === 'unreachable')).toBe(true);
    // The sample's cache-friendly layout: the fixed system text, the per-turn message, the viewer's.
    const turn = { conversation: [{ role: 'user' as const, content: '你好' }], model: 'm' };
    const request = down.compile({ now: '2026-12-03T10:00:00Z' }, undefined, turn);
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'system', 'user']);
    expect(request.model).toBe('m');
    await down.close();
  }, 60_000);

  it('puts a viewer key in the arm the server decides', async () => {
    const a = await publish(studio, 4);
    const b = await publish(studio, 5, 'staging', { version: a, percent: 40 });
    const c = client(studio.baseUrl);
    await c.start();
    await until('the split', () => c.labelState()?.split?.version === a);
    const arms = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const key = `viewer-${i}`;
      const res = await fetch(
        `${studio.baseUrl}/api/v1/harnesses/${HARNESS}/resolved?label=staging&key=${key}`,
      );
      await res.body?.cancel();
      const server = Number(res.headers.get('x-harness-version'));
      const local = c.current(key)!;
      expect(local.version, key).toBe(server);
      expect(local.arm).toBe(server === a ? 'treatment' : 'control');
      arms.add(local.arm);
    }
    expect(arms).toEqual(new Set(['treatment', 'control']));
    expect(c.current()!.version).toBe(b);
  }, 60_000);

  it('reports the viewers it served under the experiment, once each', async () => {
    // An experiment of its own: what earlier tests' reads of the studio record (off its hot
    // path, so possibly late) is counted under theirs, never in this one's report.
    const a = await publish(studio, 6);
    await publish(studio, 7, 'staging', { version: a, percent: 40 });
    const c = client(studio.baseUrl, { exposures: { flushMs: 50 } });
    await c.start();
    await until('the split', () => c.labelState()?.split?.version === a);
    const report = () =>
      api<{ exposures: { control: number; treatment: number } }>(
        studio,
        'GET',
        '/labels/staging/experiment',
      );
    const before = await report();
    const served = { treatment: 0, control: 0, held_out: 0 };
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 25; i++) {
        const doc = c.current(`client-viewer-${i}`)!;
        if (round === 0) served[doc.arm]++;
      }
    }
    const counted = async () => {
      const r = await report();
      return [
        r.exposures.control - before.exposures.control,
        r.exposures.treatment - before.exposures.treatment,
      ];
    };
    const deadline = Date.now() + 10_000;
    while ((await counted()).join() !== [served.control, served.treatment].join()) {
      if (Date.now() > deadline) throw new Error(`exposures: ${(await counted()).join()}`);
      await sleep(50);
    }
    expect(served.treatment + served.control).toBe(25);
  }, 60_000);
});
