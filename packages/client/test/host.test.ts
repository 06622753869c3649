import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheFile } from '../src/cache-file';
import { document, startFakeStudio, type FakeStudio } from './fake-studio';
import { cleanUp, clientOf, folder } from './support';

const studios: FakeStudio[] = [];
async function studio(): Promise<FakeStudio> {
  const s = await startFakeStudio();
  studios.push(s);
  return s;
}
afterEach(async () => {
  await cleanUp();
  await Promise.all(studios.splice(0).map((s) => s.close()));
});

// Port 9 (discard) on loopback: nothing answers, the studio is unreachable.
const DOWN = 'http://127.0.0.1:9';
const T0 = 1_800_000_000_000;

describe('the age a host reports', () => {
  it('is the time since the last confirmation, across a restart while the studio is down', async () => {
    const s = await studio();
    const dir = folder();
    let now = T0;
    const { c } = clientOf(s.baseUrl, { cacheDir: dir, pollMs: 60_000, now: () => now });
    await c.start();
    now = T0 + 60_000; // unchanged, a poll interval on: written
    await c.refresh();
    now = T0 + 90_000; // unchanged, within the interval of the last written: not written
    await c.refresh();
    await c.close();
    const file = JSON.parse(readFileSync(cacheFile(dir, 'h', 'production'), 'utf8')) as {
      confirmedAt: number;
    };
    expect(file.confirmedAt).toBe(T0 + 60_000);

    now = T0 + 100_000;
    const { c: after } = clientOf(DOWN, { cacheDir: dir, now: () => now });
    await after.start();
    expect(after.current()).toMatchObject({ source: 'cache', ageMs: 40_000 });
  });
});

describe('what current() returns', () => {
  it('cannot be changed by one caller for another', async () => {
    const s = await studio();
    const { c } = clientOf(s.baseUrl);
    await c.start();
    const got = c.current()!;
    expect(() => ((got.document.model as { temperature: number }).temperature = 2)).toThrow(
      TypeError,
    );
    expect(() => (got.tools as unknown[]).push({})).toThrow(TypeError);
    expect(() => ((got as { version: number }).version = 9)).toThrow(TypeError);
    expect(() => ((got.body as { harnessId: string }).harnessId = 'x')).toThrow(TypeError);
    expect(c.current()!.document.model.temperature).toBe(document.model.temperature);
    expect(c.current()).not.toBe(got);
  });
});

describe('failures by kind', () => {
  it('a 401 is unauthorized, with the problem’s detail, and not unreachable', async () => {
    const s = await studio();
    s.fail = { status: 401, code: 'unauthorized', detail: 'The token was revoked.' };
    const { c, seen } = clientOf(s.baseUrl);
    await expect(c.start({ timeoutMs: 60_000 })).rejects.toThrow(/HTTP 401: The token was revoked/);
    expect(seen.unauthorized![0]).toMatchObject({ status: 401, detail: 'The token was revoked.' });
    expect(seen.unreachable).toBeUndefined();
  });

  it('a 503 is unreachable, with its status and URL', async () => {
    const s = await studio();
    s.fail = { status: 503, code: 'unavailable', detail: 'Database failover.' };
    const { c, seen } = clientOf(s.baseUrl);
    await c.start();
    expect(seen.unreachable![0]).toMatchObject({
      status: 503,
      url: `${s.baseUrl}/api/v1/harnesses/h/labels`,
    });
    expect(seen.unauthorized).toBeUndefined();
  });

  it('start({ timeoutMs }) rejects at the time-out when the studio never answers and no cache', async () => {
    const s = await studio();
    s.hang = true;
    const { c } = clientOf(s.baseUrl, { cacheDir: folder() });
    await expect(c.start({ timeoutMs: 200 })).rejects.toThrow(
      /No document within 200 ms: the studio at .* did not serve one .* holds none/,
    );
  });

  it('start({ timeoutMs }) resolves from the cache when the studio fails', async () => {
    const s = await studio();
    const dir = folder();
    const { c: warm } = clientOf(s.baseUrl, { cacheDir: dir });
    await warm.start();
    await warm.close();
    s.hang = true;
    const { c } = clientOf(s.baseUrl, { cacheDir: dir });
    await c.start({ timeoutMs: 200 });
    expect(c.current()).toMatchObject({ version: 3, source: 'cache' });
    const { c: down } = clientOf(DOWN, { cacheDir: dir });
    await down.start({ timeoutMs: 600_000 }); // refused at once: no need to wait
    expect(down.current()).toMatchObject({ version: 3, source: 'cache' });
  });

  it('a cache write that fails says where and why', async () => {
    const s = await studio();
    const file = join(folder(), 'a-file');
    writeFileSync(file, 'not a folder');
    const { c, seen } = clientOf(s.baseUrl, { cacheDir: file });
    await c.start();
    await c.close();
    expect(seen.cacheWriteFailed![0]!.path).toBe(cacheFile(file, 'h', 'production'));
    expect(seen.cacheWriteFailed![0]!.error).toMatch(/EEXIST|ENOTDIR/);
  });
});
