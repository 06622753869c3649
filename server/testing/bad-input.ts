import { beforeAll, expect, it } from 'vitest';
import http from 'node:http';
import type { ApiResponse } from './api-client';
import type { ApiContext, Caller } from './describe-api';
import { auditCount, expectProblem } from './api-helpers';

/** One malformed request and the problem it must get. */
export interface BadCase {
  name: string;
  method: string;
  path: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  who?: Caller;
  status: number;
  /** An `errors[].pointer` the problem must carry. */
  pointer?: string;
  /** An `errors[].code` the problem must carry. */
  code?: string;
  /** Sends the request itself (for what `call` cannot send). */
  send?: (api: ApiContext) => Promise<ApiResponse>;
}

type Extra = Partial<Pick<BadCase, 'rawBody' | 'headers' | 'who' | 'code' | 'send'>>;

/** A case in one line: `bad(name, method, path, body, status, pointer?, extra?)`. */
export function bad(
  name: string,
  method: string,
  path: string,
  body: unknown,
  status: number,
  pointer?: string,
  extra: Extra = {},
): BadCase {
  return { name, method, path, body, status, pointer, ...extra };
}

/** Everything a request could have written, read over the API (and the audit log size). */
export async function writeState(api: ApiContext): Promise<unknown> {
  const get = (path: string) => api.as('admin', 'GET', path).then((r) => r.body);
  const [draft, versions, labels, staging, production, harnesses, tokens, audit] =
    await Promise.all([
      get('/harnesses/sample/draft'),
      get('/harnesses/sample/versions?limit=100'),
      get('/harnesses/sample/labels'),
      get('/harnesses/sample/labels/staging/moves'),
      get('/harnesses/sample/labels/production/moves'),
      get('/harnesses?archived=any&limit=100'),
      get('/tokens'),
      auditCount(api.db()),
    ]);
  const entities = (draft as { entities: unknown[] }).entities;
  expect(entities.length).toBeGreaterThan(10);
  return { entities, versions, labels, staging, production, harnesses, tokens, audit };
}

/**
 * Registers one test per case, in order, then one that checks that none of them wrote
 * anything. `setup` runs (as admin) before the state is first read.
 */
export function badInputSuite(api: ApiContext, cases: BadCase[], setup?: () => Promise<void>) {
  let before: unknown;
  beforeAll(async () => {
    await setup?.();
    before = await writeState(api);
  });

  const names = new Set(cases.map((c) => c.name));
  it('has distinct cases', () => expect(names.size).toBe(cases.length));

  for (const c of cases) {
    it(`${c.name} -> ${c.status}${c.pointer !== undefined ? ` at "${c.pointer}"` : ''}`, async () => {
      const res = c.send
        ? await c.send(api)
        : await api.as(c.who ?? 'admin', c.method, c.path, {
            body: c.body,
            rawBody: c.rawBody,
            headers: c.headers,
          });
      const problem = expectProblem(res, c.status, c.pointer);
      if (c.code) expect(problem.errors?.map((e) => e.code)).toContain(c.code);
    });
  }

  it('wrote nothing: draft, versions, labels, harnesses, tokens and audit log unchanged', async () => {
    expect(await writeState(api)).toEqual(before);
  });
}

/** A request with a JSON body of about `bytes` bytes. */
export function bigString(bytes: number): string {
  return 'x'.repeat(bytes);
}

/** A request `call` cannot make (a byte or stream body, no content type), as admin. */
export async function rawRequest(
  api: ApiContext,
  method: string,
  path: string,
  init: { body: BodyInit; headers?: Record<string, string> },
): Promise<ApiResponse> {
  const res = await fetch(`${api.baseUrl()}/api/v1${path}`, {
    method,
    body: init.body,
    headers: { authorization: `Bearer ${api.token('admin')}`, ...init.headers },
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body, text };
}

/** A body streamed in chunks without a Content-Length. */
export function streamOf(bytes: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
}

/**
 * Sends `requests` one after another through a keep-alive agent with ONE socket, the way
 * a long-lived API client does; returns each status, or the socket error.
 */
export async function onOneConnection(
  api: ApiContext,
  requests: { method: string; path: string; chunks?: number; body?: string }[],
): Promise<(number | string)[]> {
  const url = new URL(api.baseUrl());
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const out: (number | string)[] = [];
  try {
    for (const r of requests) {
      out.push(
        await new Promise<number | string>((resolve) => {
          const req = http.request(
            {
              host: url.hostname,
              port: url.port,
              path: `/api/v1${r.path}`,
              method: r.method,
              agent,
              headers: {
                authorization: `Bearer ${api.token('admin')}`,
                'content-type': 'application/json',
              },
            },
            (res) => {
              res.resume();
              res.on('end', () => resolve(res.statusCode ?? 0));
            },
          );
          req.on('error', (e) => resolve(e.message));
          const chunk = Buffer.alloc(64 * 1024, 0x20);
          let sent = 0;
          const write = () => {
            while (sent < (r.chunks ?? 0)) {
              sent++;
              if (!req.write(chunk)) return void req.once('drain', write);
            }
            req.end(r.body);
          };
          write();
        }),
      );
    }
  } finally {
    agent.destroy();
  }
  return out;
}
