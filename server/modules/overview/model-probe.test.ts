import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { ModelEndpoints } from '../../runtime/model-client';
import { ModelProbe } from './model-probe';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A real HTTP server: any answer to GET /models counts, even a 401. */
async function listening(status: number): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  server = createServer((req, res) => {
    hits++;
    res.writeHead(req.url === '/v1/models' ? status : 404).end('{}');
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, hits: () => hits };
}

const endpoint = (name: string, baseUrl: string) => ({
  name,
  baseUrl,
  model: 'qwen',
  timeoutMs: 1_000,
  firstTokenTimeoutMs: 1_000,
});

it('asks GET /models once per 10 s per endpoint; a refused port is unreachable', async () => {
  const up = await listening(401);
  let now = 0;
  const probe = new ModelProbe(
    new ModelEndpoints([endpoint('up', up.url), endpoint('down', 'http://127.0.0.1:9/v1')]),
    () => now,
  );
  expect(await probe.status('up')).toEqual({
    endpoint: 'up',
    configured: true,
    reachable: true,
    model: 'qwen',
  });
  await probe.status('up');
  expect(up.hits()).toBe(1);
  now += 10_001;
  await probe.status('up');
  expect(up.hits()).toBe(2);
  expect(await probe.status('down')).toMatchObject({ configured: true, reachable: false });
  expect(await probe.status('other')).toMatchObject({ configured: false, reachable: false });
});
