import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type ApiContext } from '../testing/describe-api';
import { createSampleHarness } from '../testing/api-helpers';

// A built SPA of our own, so the test needs no `vite build`.
const staticDir = mkdtempSync(join(tmpdir(), 'hs-static-'));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log(1);');

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};
const PAGE_CSP =
  "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

function expectSecure(headers: Headers, csp: string) {
  for (const [name, value] of Object.entries(COMMON)) expect(headers.get(name), name).toBe(value);
  expect(headers.get('content-security-policy')).toBe(csp);
  expect(headers.get('strict-transport-security')).toBeNull();
}

/** A GET over a real socket, with the header names as the server wrote them. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Headers; names: string[] }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.resume();
      const names = res.rawHeaders.filter((_, i) => i % 2 === 0);
      const all = new Headers();
      for (const [k, v] of Object.entries(res.headers)) all.set(k, String(v));
      res.on('end', () => resolve({ status: res.statusCode!, headers: all, names }));
    })
      .on('error', reject)
      .end();
  });
}

async function publishedHarness(api: ApiContext): Promise<string> {
  const id = await createSampleHarness(api, { prefix: 'sec' });
  const v = await api.as('engineer', 'POST', `/harnesses/${id}/versions`, {
    body: { message: 'v' },
  });
  expect(v.status, v.text).toBe(201);
  const put = await api.as('publisher', 'PUT', `/harnesses/${id}/labels/production`, {
    body: { version: 1, reason: 'test publish' },
  });
  expect(put.status, put.text).toBe(200);
  return id;
}

describeApi(
  'security headers',
  (api) => {
    const get = (path: string) => fetch(`${api.baseUrl()}${path}`);

    it('pages, deep links and assets carry the page policy', async () => {
      for (const path of ['/', '/harnesses/sample/editor', '/assets/app.js']) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expectSecure(res.headers, PAGE_CSP);
      }
    });

    it('API answers carry the API policy: health, 401 and 404 problems', async () => {
      const health = await get('/api/v1/health');
      expect(health.status).toBe(200);
      expectSecure(health.headers, API_CSP);
      const anonymous = await get('/api/v1/harnesses');
      expect(anonymous.status).toBe(401);
      expectSecure(anonymous.headers, API_CSP);
      const missing = await api.as('admin', 'GET', '/no-such-route');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toBe('application/problem+json');
      expectSecure(missing.headers, API_CSP);
    });

    let id = '';
    beforeAll(async () => {
      id = await publishedHarness(api);
    });

    it('the delivery fast path and its 304 carry them too', async () => {
      const url = `${api.baseUrl()}/api/v1/harnesses/${id}/resolved?label=production`;
      const auth = { authorization: `Bearer ${api.token('qa')}` };
      const warm = await rawGet(url, auth); // the Hono route answers and fills the caches
      expect(warm.status).toBe(200);
      expectSecure(warm.headers, API_CSP);
      const fast = await rawGet(url, auth);
      expect(fast.status).toBe(200);
      // Hono lower-cases header names; node:http writes ours as given: this was the fast path.
      expect(fast.names).toContain('ETag');
      expectSecure(fast.headers, API_CSP);
      const notModified = await rawGet(url, {
        ...auth,
        'if-none-match': fast.headers.get('etag')!,
      });
      expect(notModified.status).toBe(304);
      expect(notModified.names).toContain('ETag');
      expectSecure(notModified.headers, API_CSP);
    });

    it('an event stream written to the socket carries them', async () => {
      const controller = new AbortController();
      const res = await fetch(`${api.baseUrl()}/api/v1/harnesses/${id}/events`, {
        headers: { authorization: `Bearer ${api.token('qa')}` },
        signal: controller.signal,
      });
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expectSecure(res.headers, API_CSP);
      controller.abort();
    });

    it('HSTS only when the studio is reached over https', async () => {
      for (const path of ['/', '/api/v1/health']) {
        const secure = await api.app().request(`https://studio.example${path}`);
        expect(secure.headers.get('strict-transport-security')).toBe(
          'max-age=31536000; includeSubDomains',
        );
        const plain = await api.app().request(`http://studio.example${path}`);
        expect(plain.headers.get('strict-transport-security')).toBeNull();
        expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
      }
    });
  },
  { env: { STATIC_DIR: staticDir } },
);
