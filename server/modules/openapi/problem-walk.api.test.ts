import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database';
import { buildStudio } from '../../bootstrap';
import { loadConfig } from '../../config';
import { listen } from '../../testing/api-client';
import { createToken } from '../tokens/token-store';

// Every operation the OpenAPI document lists is sent requests that must fail (no credentials,
// a malformed or unknown path id, a body that is not JSON, an unknown query parameter); every
// failure must be a problem with a top-level `code` (and its first error's `pointer`). One
// studio on SQLite: the shape does not depend on the database.

interface Operation {
  security?: unknown[];
  requestBody?: unknown;
  responses: { default?: { content?: Record<string, unknown> } };
}

interface Failure {
  request: string;
  status: number;
  contentType: string;
  body: Record<string, unknown> | string;
}

/** What a well-formed problem lacks; empty when it has everything. */
function flaws(f: Failure): string[] {
  const out: string[] = [];
  if (!f.contentType.includes('application/problem+json')) out.push(`type ${f.contentType}`);
  if (typeof f.body !== 'object') return [...out, 'not JSON'];
  if (typeof f.body.code !== 'string' || f.body.code === '') out.push('no code');
  if (f.body.status !== f.status) out.push('status differs');
  const errors = f.body.errors as { pointer: string }[] | undefined;
  if (errors?.length && f.body.pointer !== errors[0]!.pointer) out.push('pointer differs');
  return out;
}

describe('every operation answers its failures as problems with a code', () => {
  let dir = '';
  let baseUrl = '';
  let token = '';
  let stop = async () => {};
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hs-problem-walk-'));
    const db = await openDatabase({ dataDir: dir });
    const config = loadConfig({ HOST: '127.0.0.1', STUDIO_AUTH: 'token', SEED_SAMPLE: '1' });
    const studio = await buildStudio(config, db);
    const server = await listen(studio);
    baseUrl = server.baseUrl;
    token = (await createToken(db, { name: 'admin-user', role: 'admin', shopId: null })).plaintext;
    stop = async () => {
      await server.close();
      await studio.close();
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    };
  });
  afterAll(() => stop());

  /** One request; the body is read only when it failed (a success may be an endless stream). */
  async function send(
    method: string,
    path: string,
    options: { auth: boolean; body?: string },
  ): Promise<Failure | null> {
    const headers: Record<string, string> = {};
    if (options.auth) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${path}`, {
      method: method.toUpperCase(),
      headers,
      body: options.body,
    });
    if (res.status < 400) {
      await res.body?.cancel();
      return null;
    }
    const text = await res.text();
    let body: Failure['body'] = text;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // Kept as text: `flaws` says it is not JSON.
    }
    const request = `${method.toUpperCase()} ${path}${options.auth ? '' : ' (anonymous)'}`;
    return {
      request,
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body,
    };
  }

  it('walks the whole document', async () => {
    const doc = (await (await fetch(`${baseUrl}/api/v1/openapi.json`)).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const failures: Failure[] = [];
    const neverFailed: string[] = [];
    let walked = 0;
    for (const [template, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        // The OpenAI-compatible routes answer in OpenAI's error shape, by design.
        if (!op.responses.default?.content?.['application/problem+json']) continue;
        walked++;
        const at = (value: string) => template.replace(/\{\w+\}/g, value);
        const body = op.requestBody ? '{}' : undefined;
        const answers = await Promise.all([
          send(method, at('zz9'), { auth: false, body }),
          send(method, at('~'), { auth: true, body }),
          send(method, `${at('zz9')}?zz_unknown=1`, { auth: true, body }),
          ...(op.requestBody ? [send(method, at('zz9'), { auth: true, body: '{' })] : []),
        ]);
        const failed = answers.filter((a): a is Failure => a !== null);
        if (failed.length === 0) neverFailed.push(`${method.toUpperCase()} ${template}`);
        failures.push(...failed);
      }
    }
    expect(walked).toBeGreaterThan(50);
    expect(neverFailed).toEqual([]);
    const bad = failures
      .map((f) => ({ request: f.request, status: f.status, flaws: flaws(f) }))
      .filter((f) => f.flaws.length > 0);
    expect(bad).toEqual([]);
    // The walk met the kinds of failure it means to: no credentials, bad ids, bad bodies.
    const statuses = new Set(failures.map((f) => f.status));
    for (const status of [400, 401, 404]) expect(statuses).toContain(status);
    const codes = new Set(failures.map((f) => (f.body as { code?: string }).code));
    for (const code of ['unauthorized', 'not_found', 'bad_json']) expect(codes).toContain(code);
  });
});
