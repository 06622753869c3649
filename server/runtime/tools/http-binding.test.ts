import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpBindingSchema, type HttpBinding } from '../../../src/harness';
import { AddressPolicy } from './address-policy';
import { runHttpTool } from './http-binding';

let server: Server;
let port = 0;
const received: { headers: IncomingMessage['headers']; body: string; path: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (p: Buffer) => parts.push(p));
    req.on('end', () => {
      const body = Buffer.concat(parts).toString('utf8');
      received.push({ headers: req.headers, body, path: req.url ?? '' });
      const json = { 'content-type': 'application/json' };
      if (req.url === '/slow') return void setTimeout(() => res.end('{}'), 2_000);
      if (req.url === '/big')
        return void res.writeHead(200, json).end(JSON.stringify({ x: 'y'.repeat(5_000) }));
      if (req.url === '/fail') return void res.writeHead(503).end('maintenance');
      if (req.url === '/redirect')
        return void res.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      if (req.url === '/text') return void res.end('plain answer');
      res.writeHead(200, json).end(JSON.stringify({ stock: 12, echo: JSON.parse(body) }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((r) => server.close(r)));

const binding = (url: string, over: Partial<HttpBinding> = {}): HttpBinding =>
  httpBindingSchema.parse({ type: 'http', url, timeoutMs: 500, maxResponseBytes: 1_024, ...over });

const strict = new AddressPolicy({ allowPrivate: false, allowedHosts: [] });
const testServerOnly = () =>
  new AddressPolicy({ allowPrivate: false, allowedHosts: [`127.0.0.1:${port}`] });
const env = { INVENTORY_KEY: 'sk-inv-secret' };

describe('http binding allow-list', () => {
  it('refuses 127.0.0.1, 169.254.169.254, 10.0.0.1 and IPv6 loopback before connecting', async () => {
    const before = received.length;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
    ]) {
      const out = await runHttpTool(binding(url), {}, { policy: strict, env });
      expect(out.ok, url).toBe(false);
      if (!out.ok) expect(out.error).toMatch(/internal address/);
    }
    expect(received.length).toBe(before);
  });

  it('refuses a name that resolves to loopback (localhost) unless allowed', async () => {
    const out = await runHttpTool(
      binding(`http://localhost:${port}/`),
      {},
      { policy: strict, env },
    );
    expect(out).toMatchObject({ ok: false });
    if (!out.ok) expect(out.error).toMatch(/"localhost" resolves to .* internal address/);
    const allowed = new AddressPolicy({ allowPrivate: false, allowedHosts: [`localhost:${port}`] });
    const ok = await runHttpTool(
      binding(`http://localhost:${port}/`),
      { a: 1 },
      { policy: allowed, env },
    );
    expect(ok).toMatchObject({ ok: true, result: { stock: 12 } });
  });

  it('calls the test server the configuration allows: POST JSON, secret header from env', async () => {
    const out = await runHttpTool(
      binding(`http://127.0.0.1:${port}/inventory`, {
        secretHeaders: { 'X-Api-Key': 'INVENTORY_KEY' },
      }),
      { product_id: 'p-1' },
      { policy: testServerOnly(), env },
    );
    expect(out).toEqual({ ok: true, result: { stock: 12, echo: { product_id: 'p-1' } } });
    const last = received.at(-1)!;
    expect(last.headers['x-api-key']).toBe('sk-inv-secret');
    expect(last.headers['content-type']).toBe('application/json');
    expect(JSON.stringify(out)).not.toContain('sk-inv-secret');
  });

  it('names a missing secret variable without sending the request', async () => {
    const out = await runHttpTool(
      binding(`http://127.0.0.1:${port}/`, {
        secretHeaders: { Authorization: 'NOT_SET_ANYWHERE' },
      }),
      {},
      { policy: testServerOnly(), env: {} },
    );
    expect(out).toEqual({
      ok: false,
      error: 'The server has no value for the header Authorization (set NOT_SET_ANYWHERE).',
    });
  });
});

describe('http binding limits', () => {
  const call = (path: string, signal?: AbortSignal) =>
    runHttpTool(
      binding(`http://127.0.0.1:${port}${path}`),
      {},
      { policy: testServerOnly(), env, signal },
    );

  it('stops at the time limit', async () => {
    const t0 = Date.now();
    expect(await call('/slow')).toEqual({
      ok: false,
      error: 'The tool service did not answer within 500 ms.',
    });
    expect(Date.now() - t0).toBeLessThan(1_500);
  });

  it('stops at the response size limit', async () => {
    expect(await call('/big')).toEqual({
      ok: false,
      error: 'The response is larger than 1024 bytes.',
    });
  });

  it('reports HTTP errors and refuses to follow redirects', async () => {
    expect(await call('/fail')).toEqual({
      ok: false,
      error: 'The tool service answered HTTP 503: maintenance',
    });
    const redirect = await call('/redirect');
    expect(redirect.ok).toBe(false);
    if (!redirect.ok) expect(redirect.error).toMatch(/redirects are not followed/);
  });

  it('passes text answers through and stops when the turn is cancelled', async () => {
    expect(await call('/text')).toEqual({ ok: true, result: 'plain answer' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await call('/slow', controller.signal)).toEqual({
      ok: false,
      error: 'The turn was cancelled.',
    });
  });
});
