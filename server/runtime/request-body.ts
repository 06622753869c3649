import type { CompiledRequest } from '../../src/harness';

/** Parts of requests that can never change, with their JSON as UTF-8 once made. */
const settled = new WeakMap<object, Buffer | null>();

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/**
 * Freezes `part` (deeply) and marks it as one whose JSON `requestBody` may keep: for the
 * parts the compile cache shares across every turn of a live context (turn/compile-cache.ts).
 */
export function settle<T extends object>(part: T): T {
  deepFreeze(part);
  if (!settled.has(part)) settled.set(part, null);
  return part;
}

function json(value: unknown): string | Buffer {
  if (value !== null && typeof value === 'object' && settled.has(value)) {
    let bytes = settled.get(value);
    if (!bytes) settled.set(value, (bytes = Buffer.from(JSON.stringify(value))));
    return bytes;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Asks the server for the request's token usage in a last stream chunk (OpenAI's way). */
const STREAM_USAGE = { include_usage: true } as const;

/**
 * The Chat Completions body, byte for byte `JSON.stringify({ ...request, model, stream: true,
 * stream_options: { include_usage: true } })` (without `stream_options` when `usage` is false,
 * for a server that refuses the field).
 * The system prompt and the tools are most of it (about 10 KB for the sample) and the same
 * for every turn: their bytes are made once (`settle`), not serialised and encoded per round.
 */
export function requestBody(request: CompiledRequest, model: string, usage = true): Buffer {
  const fields: Record<string, unknown> = { ...request, model, stream: true };
  if (usage) fields.stream_options = STREAM_USAGE;
  const parts: (string | Buffer)[] = [];
  let text = '{';
  const put = (piece: string | Buffer) => {
    if (typeof piece === 'string') text += piece;
    else {
      parts.push(text, piece);
      text = '';
    }
  };
  let first = true;
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    put(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    if (key !== 'messages' || !Array.isArray(value)) {
      put(json(value));
      continue;
    }
    put('[');
    value.forEach((message: unknown, i) => {
      if (i > 0) put(',');
      put(json(message));
    });
    put(']');
  }
  parts.push(`${text}}`);
  return Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
}
