import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parseTarget } from '../../src/harness/target';
import { readEventStream } from '../../src/harness/event-stream';

// What the CLIs that drive a running studio share: the connection options, the usage and
// refusal errors, and calls that turn problem details into readable lines.

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  env: Record<string, string | undefined>;
}

export interface StudioOptions {
  harness: string;
  target: string;
  server: string;
  token: string | undefined;
}

/** A usage mistake: exit code 2 with the usage text. */
export class Usage extends Error {}

/** The studio refused the request (4xx): exit code 2. */
export class Refused extends Error {}

const STUDIO_FLAGS = {
  harness: { type: 'string' },
  target: { type: 'string' },
  server: { type: 'string' },
  token: { type: 'string' },
  junit: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Flags = NonNullable<ParseArgsConfig['options']>;

/** The flags every studio CLI takes, and `extra`; a malformed command line is a Usage. */
export function parseStudioArgs<T extends Flags>(argv: readonly string[], extra: T) {
  try {
    return parseArgs({
      args: argv.filter((a) => a !== '--'),
      options: { ...STUDIO_FLAGS, ...extra },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (err) {
    throw new Usage((err as Error).message);
  }
}

/** The server, token, harness and target from parsed flags and the environment. */
export function studioOptions(
  values: { harness?: string; target?: string; server?: string; token?: string },
  env: CliIo['env'],
): StudioOptions {
  if (!values.harness) throw new Usage('Give the harness id with --harness.');
  if (!values.target) throw new Usage('Give the target with --target draft, vN or label:NAME.');
  // "v3" is how people say versions; the API takes "3".
  const target = /^v[1-9]\d*$/.test(values.target) ? values.target.slice(1) : values.target;
  if (!parseTarget(target))
    throw new Usage(`The target "${values.target}" is not draft, vN or label:NAME.`);
  const server = (values.server ?? env.STUDIO_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(server)) throw new Usage(`The server "${server}" is not an http URL.`);
  return { harness: values.harness, target, server, token: values.token ?? env.STUDIO_TOKEN };
}

/**
 * fetch, with a connection failure (nothing listening, a DNS miss, TLS) said as the URL it
 * tried and how to point the command elsewhere: fetch alone says only "fetch failed".
 */
async function reach(o: StudioOptions, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    const cause = (err as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (err as Error).message;
    throw new Error(
      `Could not reach the studio at ${o.server} (${url}: ${why}).\n` +
        'Give its address with --server URL or STUDIO_URL, and a token with --token or STUDIO_TOKEN.',
    );
  }
}

export async function studioApi<T>(
  o: StudioOptions,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await reach(o, `${o.server}/api/v1${path}`, {
    method,
    headers: {
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.ok) return JSON.parse(text) as T;
  let detail = text.slice(0, 500);
  try {
    const problem = JSON.parse(text) as {
      detail?: string;
      errors?: { pointer: string; message: string }[];
    };
    detail = [problem.detail, ...(problem.errors ?? []).map((e) => `  ${e.pointer}: ${e.message}`)]
      .filter(Boolean)
      .join('\n');
  } catch {
    // Not problem details: show the text as it came.
  }
  const error = `${method} ${path}: ${res.status} ${detail}`;
  throw res.status < 500 ? new Refused(error) : new Error(error);
}

/** Hands each Server-Sent Event of `path` to `onEvent` until a `done` event. */
export async function followEvents(
  o: StudioOptions,
  path: string,
  onEvent: (event: string, data: string) => void,
): Promise<void> {
  const res = await reach(o, `${o.server}/api/v1${path}`, {
    headers: o.token ? { authorization: `Bearer ${o.token}` } : {},
  });
  if (!res.ok || !res.body) throw new Error(`Following the run failed: ${res.status}`);
  // Leaving the loop early closes the stream.
  for await (const { event, data } of readEventStream(res.body)) {
    if (event === 'done') return;
    onEvent(event, data);
  }
}
