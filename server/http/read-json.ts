import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { z } from 'zod';
import { issuesToDiagnostics, friendlyErrors } from '../../src/harness';
import { badRequest, payloadTooLarge, problemError, unsupportedMediaType } from './problem';

export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;

/** Reads a JSON body with a size limit, then checks it against a zod schema. */
export async function readJson<S extends z.ZodType>(
  c: Context,
  schema: S,
  limit = DEFAULT_BODY_LIMIT,
): Promise<z.infer<S>> {
  const raw = await readRawJson(c, limit);
  const result = schema.safeParse(raw, { error: friendlyErrors });
  if (!result.success) {
    const errors = issuesToDiagnostics(result.error.issues).map(problemError);
    throw badRequest('The request body has invalid fields.', errors);
  }
  return result.data;
}

export async function readRawJson(c: Context, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/([a-z.+-]*\+)?json\b/i.test(type)) throw unsupportedMediaType();
  // A declared size past the limit is refused before a byte is read; the server drains
  // what the client still sends, so it sees the 413.
  const declared = Number(c.req.header('content-length') ?? NaN);
  if (declared > limit) throw payloadTooLarge(limit);
  const incoming = unreadIncoming(c);
  const buffer = incoming
    ? await readLimitedNode(incoming, limit)
    : await readLimited(c.req.raw, limit);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(buffer);
  if (text.trim() === '')
    throw badRequest('The request body is empty; send a JSON document.', [
      { pointer: '', message: 'The body is empty.', code: 'empty_body' },
    ]);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (e) {
    const message = `The body is not valid JSON: ${(e as Error).message}`;
    throw badRequest(message, [{ pointer: '', message, code: 'bad_json' }]);
  }
  if (nestingDepth(value) > MAX_DEPTH) {
    const message = `The body is nested deeper than ${MAX_DEPTH} levels.`;
    throw badRequest(message, [{ pointer: '', message, code: 'too_deep' }]);
  }
  return value;
}

/** Deeper documents would overflow recursive code later (canonical form, validation). */
export const MAX_DEPTH = 256;

/** Iterative, so a hostile body cannot overflow the stack here either. */
function nestingDepth(root: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth + 1 > max) max = depth + 1;
    if (max > MAX_DEPTH) return max;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return max;
}

/**
 * A body with no declared size (chunked) is read and dropped past the limit, up to this much,
 * so the client sees the 413.
 */
const DRAIN_LIMIT_FACTOR = 8;

/**
 * On Node, the request itself when nothing has read it yet: reading it directly skips the
 * Web Request and stream @hono/node-server would build around it (about 0.3 ms of a turn's
 * first token, docs/benchmarks.md). Only this module reads bodies.
 */
function unreadIncoming(c: Context): IncomingMessage | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof Readable)) return null;
  return incoming.readableDidRead || incoming.readableEnded ? null : (incoming as IncomingMessage);
}

async function readLimitedNode(incoming: IncomingMessage, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).byteLength;
    if (size > limit * DRAIN_LIMIT_FACTOR) break; // leaving the loop stops reading
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit) throw payloadTooLarge(limit);
  return Buffer.concat(chunks, size);
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit * DRAIN_LIMIT_FACTOR) {
      await reader.cancel();
      break;
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) throw payloadTooLarge(limit);
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
