import { expect } from 'vitest';
import { sampleHarness } from '../../src/harness/sample';
import type { HarnessDocumentInput } from '../../src/harness';
import type { DraftEntity } from '../../src/harness/records';
import type { Db } from '../db/db';
import { uniqueId } from '../db/testing/describe-each-database';
import type { ApiResponse } from './api-client';
import type { ApiContext, Caller } from './describe-api';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** What clients branch on: every problem has one (server/http/problem.ts). */
  code: string;
  /** The first error's field, when there are errors. */
  pointer?: string;
  errors?: { pointer: string; message: string; code: string }[];
  current?: unknown;
}

/** A draft entity as the API sends it, its value read as an object (every kind's is one). */
export type EntityBody = Omit<DraftEntity, 'value'> & { value: Record<string, unknown> };

/** The response is problem details with this status (and, when given, an error at `pointer`). */
export function expectProblem(res: ApiResponse, status: number, pointer?: string): ProblemBody {
  const body = res.body as ProblemBody;
  expect({ status: res.status, body: res.text.slice(0, 400) }).toMatchObject({ status });
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(body.status).toBe(status);
  expect(typeof body.code, 'a problem says its code').toBe('string');
  if (pointer !== undefined) {
    expect(body.errors?.map((e) => e.pointer)).toContain(pointer);
  }
  return body;
}

/** The sample harness document, optionally for another shop. */
export function sampleDocument(shopId?: string): HarnessDocumentInput {
  const doc = structuredClone(sampleHarness);
  if (shopId) doc.preferences = { ...doc.preferences, shopId };
  return doc;
}

/** Creates a harness (as admin) from the sample document; returns its id. */
export async function createSampleHarness(
  api: ApiContext,
  options: { shopId?: string; prefix?: string } = {},
): Promise<string> {
  const id = uniqueId(options.prefix ?? 'h');
  const res = await api.as('admin', 'POST', '/harnesses', {
    body: { id, document: sampleDocument(options.shopId) },
  });
  expect(res.status, res.text).toBe(201);
  return id;
}

/** Every audit record ever written: a write of any kind appends one in its transaction. */
export async function auditCount(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM audit_log');
  return Number(row!.n);
}

/** One draft entity as `who` (admin by default), with its revision. */
export async function readEntity(
  api: ApiContext,
  harnessId: string,
  kind: string,
  key: string,
  who: Caller = 'admin',
): Promise<EntityBody> {
  const res = await api.as<EntityBody>(
    who,
    'GET',
    `/harnesses/${harnessId}/draft/entities/${kind}/${key}`,
  );
  expect(res.status, res.text).toBe(200);
  return res.body;
}

/** Edits the draft's settings (the `meta` singleton) as an admin, e.g. `settings.release`. */
export async function editSettings(
  api: ApiContext,
  harnessId: string,
  edit: (settings: Record<string, unknown>) => Record<string, unknown>,
): Promise<void> {
  const meta = await readEntity(api, harnessId, 'meta', 'meta');
  const value = meta.value as { settings: Record<string, unknown> };
  value.settings = edit(value.settings);
  const put = await api.as('admin', 'PUT', `/harnesses/${harnessId}/draft/entities/meta/meta`, {
    headers: { 'if-match': `"${meta.revision}"` },
    body: value,
  });
  expect(put.status, put.text).toBe(200);
}

/** A valid edit of an entity value that carries `tag` in a free-text field. */
export function tagged(kind: string, value: Record<string, unknown>, tag: string): unknown {
  const v = structuredClone(value);
  switch (kind) {
    case 'preferences':
      return { ...v, greeting: tag };
    case 'prompt': {
      const sections = v.sections as { title: string }[];
      sections[0]!.title = tag;
      return v;
    }
    case 'promotion':
      return { ...v, name: tag };
    default: // skill, tool, hook, meta
      return { ...v, description: tag };
  }
}

/** The free-text field `tagged` writes. */
export function tagOf(kind: string, value: Record<string, unknown>): unknown {
  if (kind === 'preferences') return value.greeting;
  if (kind === 'prompt') return (value.sections as { title: string }[])[0]!.title;
  if (kind === 'promotion') return value.name;
  return value.description;
}

/**
 * Opens an event stream, reads the status and content type, then aborts. A non-stream
 * answer (a problem) is read whole.
 */
export async function openEventStream(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; contentType: string; text: string }> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/v1${path}`, { headers, signal: controller.signal });
  const contentType = res.headers.get('content-type') ?? '';
  let text = '';
  if (contentType.includes('text/event-stream')) controller.abort();
  else text = await res.text();
  return { status: res.status, contentType, text };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
