import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { rawApiSecurityHeaders } from './security-headers';

export interface SseMessage {
  event?: string;
  id?: string;
  data: string;
}

/** Where a route writes its events; writes keep their order and never wait for the network. */
export interface EventSink {
  /**
   * `hold`: the event may wait (up to HOLD_MS) to go out with the next one that may not.
   * Every write wakes the reader, and on a busy machine a wake-up costs the writer its CPU.
   */
  send(message: SseMessage, options?: { hold?: boolean }): void;
  /** A comment line (keeps proxies from closing a quiet stream). */
  comment(text: string): void;
  /**
   * Writes what was sent so far now, not after the current tick: for a route whose first
   * events are sent while the request is still being answered (the framework's work after
   * the handler returns would otherwise come before them).
   */
  flush(): void;
  readonly aborted: boolean;
  onAbort(listener: () => void): void;
}

export function formatSse({ event, id, data }: SseMessage): string {
  let frame = '';
  if (event) frame += `event: ${event}\n`;
  if (id) frame += `id: ${id}\n`;
  for (const line of data.split(/\r\n|\r|\n/)) frame += `data: ${line}\n`;
  return `${frame}\n`;
}

/** How long a held event may wait for company; short enough to be invisible in a trace. */
export const HOLD_MS = 15;

const HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  connection: 'keep-alive',
};

function nodeResponse(c: Context): ServerResponse | null {
  const outgoing = (c.env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing && typeof (outgoing as ServerResponse).writeHead === 'function'
    ? (outgoing as ServerResponse)
    : null;
}

export interface EventStreamOptions {
  /** More response headers (Hono's `c.header()` does not reach a response written here). */
  headers?: Record<string, string>;
  /**
   * Send the headers at once (default), or with the first event: one write and one wake-up
   * of the reader less, for a route that writes its first event right away.
   */
  flushHeaders?: boolean;
}

/**
 * Streams Server-Sent Events. On Node they go straight to the socket: Hono's streamSSE
 * passes each event through Web Streams, several promise hops that cost about a millisecond
 * before a turn's first token here (docs/benchmarks.md). Events sent in one tick (a model's
 * network read often holds several chunks) leave in one write. Elsewhere, streamSSE.
 */
export function eventStream(
  c: Context,
  run: (sink: EventSink) => Promise<void>,
  options: EventStreamOptions = {},
): Response {
  const res = nodeResponse(c);
  if (!res) return fallback(c, run, options.headers);
  res.writeHead(200, { ...HEADERS, ...options.headers, ...rawApiSecurityHeaders(res.req) });
  if (options.flushHeaders !== false) res.flushHeaders();
  const listeners: (() => void)[] = [];
  let aborted = false;
  const abort = () => {
    if (aborted || res.writableFinished) return;
    aborted = true;
    for (const l of listeners.splice(0)) l();
  };
  res.on('close', abort);
  c.req.raw.signal.addEventListener('abort', abort);
  let held = '';
  let timer: NodeJS.Timeout | null = null;
  let soon = false;
  const write = (frame: string, hold = false) => {
    if (aborted) return;
    held += frame;
    if (hold) {
      timer ??= setTimeout(flush, HOLD_MS);
      return;
    }
    // After the current tick's callbacks and promise jobs: what they send goes together.
    if (!soon) {
      soon = true;
      process.nextTick(flush);
    }
  };
  const flush = () => {
    soon = false;
    if (timer) clearTimeout(timer);
    timer = null;
    if (held && !aborted) res.write(held);
    held = '';
  };
  const sink: EventSink = {
    send: (m, options) => write(formatSse(m), options?.hold),
    comment: (text) => write(`: ${text}\n\n`),
    flush,
    get aborted() {
      return aborted;
    },
    onAbort: (l) => void (aborted ? l() : listeners.push(l)),
  };
  run(sink)
    .catch((err: unknown) => {
      console.error('[sse] stream failed:', err instanceof Error ? err.message : err);
    })
    .finally(() => {
      flush();
      res.end();
    });
  return RESPONSE_ALREADY_SENT;
}

function fallback(
  c: Context,
  run: (sink: EventSink) => Promise<void>,
  headers: Record<string, string> = {},
): Response {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return streamSSE(c, async (stream) => {
    let writes = Promise.resolve();
    const queue = (write: () => Promise<unknown>) => {
      writes = writes.then(write).then(() => undefined);
    };
    const sink: EventSink = {
      send: (m) => queue(() => stream.writeSSE(m)),
      comment: (text) => queue(() => stream.write(`: ${text}\n\n`)),
      flush: () => {},
      get aborted() {
        return stream.aborted;
      },
      onAbort: (l) => stream.onAbort(l),
    };
    await run(sink);
    await writes;
  });
}
