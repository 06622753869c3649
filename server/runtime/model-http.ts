import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';

/**
 * The model server's HTTP, straight on node:http with keep-alive. The `openai` client (fetch,
 * Web Streams, its own SSE reader) cost about 1 ms of CPU and 1 ms of latency per model
 * round here (docs/benchmarks.md, "Runtime and preview"); this is the small part of it a
 * streamed Chat Completion needs. Errors keep the client's meaning for `toModelError`.
 */

/** The server answered with an error status; `error` is the body's `error` object, if JSON. */
export class ModelHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: unknown,
  ) {
    super(`HTTP ${status}`);
    this.name = 'ModelHttpError';
  }
}

/** No response: refused, unreachable, reset before the headers. `cause` has the system code. */
export class ModelConnectionError extends Error {
  constructor(cause: unknown) {
    super('Connection error.', { cause });
    this.name = 'ModelConnectionError';
  }
}

/** A stream event that carries `error` instead of a chunk (what the client raised on). */
export class ModelStreamError extends Error {
  constructor(readonly error: unknown) {
    super('The stream carried an error.');
    this.name = 'ModelStreamError';
  }
}

const MAX_ERROR_BODY = 64 * 1024;

export interface Transport {
  /** POSTs JSON (as UTF-8) and resolves with a 2xx response (an error status rejects, body read). */
  post(path: string, body: Buffer, signal: AbortSignal): Promise<IncomingMessage>;
  /** GETs JSON. */
  getJson(path: string, signal: AbortSignal): Promise<unknown>;
}

/** One endpoint's connections: a keep-alive agent, so a turn reuses a warm socket. */
export function createTransport(baseUrl: string, apiKey: string): Transport {
  const base = new URL(baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const secure = base.protocol === 'https:';
  const agent = secure ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  const send = (
    method: string,
    path: string,
    body: Buffer | null,
    signal: AbortSignal,
    fresh = false,
  ): Promise<IncomingMessage> =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const url = new URL(path, base);
      const headers: Record<string, string | number> = {
        authorization: `Bearer ${apiKey}`,
        accept: body === null ? 'application/json' : 'text/event-stream',
      };
      if (body !== null) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = body.length;
      }
      // A retry goes on a new connection (agent: false), not on another pooled one.
      const options = { method, agent: fresh ? false : agent, headers, signal };
      let answered = false;
      const req = (secure ? https : http).request(url, options, (res) => {
        answered = true;
        if ((res.statusCode ?? 0) < 300) return resolve(res);
        readError(res).then(reject, reject);
      });
      req.on('error', (err) => {
        // A kept-alive socket the server closed while idle fails when reused, before any
        // answer: the server never read the request, so it is sent again at once on a new
        // connection (Node's documented remedy; this is no retry of a failed request).
        const code = (err as NodeJS.ErrnoException).code;
        const stale = req.reusedSocket && !answered && (code === 'ECONNRESET' || code === 'EPIPE');
        if (stale && !fresh && !signal.aborted) {
          send(method, path, body, signal, true).then(resolve, reject);
          return;
        }
        // Before a response, any failure is a connection failure (the abort reason is the
        // caller's own and decides the error there).
        reject(new ModelConnectionError(err));
      });
      // Headers and body leave in one write.
      req.end(body ?? undefined);
    });
  return {
    post: (path, body, signal) => send('POST', path, body, signal),
    async getJson(path, signal) {
      const res = await send('GET', path, null, signal);
      return JSON.parse(await readText(res, MAX_ERROR_BODY * 16)) as unknown;
    },
  };
}

async function readText(res: IncomingMessage, limit: number): Promise<string> {
  res.setEncoding('utf8');
  let text = '';
  for await (const part of res) {
    if (text.length < limit) text += part as string;
  }
  return text;
}

async function readError(res: IncomingMessage): Promise<ModelHttpError> {
  const text = await readText(res, MAX_ERROR_BODY).catch(() => '');
  let error: unknown;
  try {
    error = (JSON.parse(text) as { error?: unknown } | null)?.error;
  } catch {
    error = undefined;
  }
  return new ModelHttpError(res.statusCode ?? 0, error);
}

/**
 * Reads Server-Sent Events from a response and hands each event's data to `onData`,
 * synchronously as each network read arrives (so a burst of chunks is one burst of work).
 * Resolves when the response ends or `onData` returns true (the rest is drained unread);
 * rejects on a broken connection or when `onData` throws.
 */
export function readEvents(
  res: IncomingMessage,
  onData: (data: string) => boolean | void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    let data: string[] = [];
    let failed = false;
    let finished = false;
    const fail = (err: unknown) => {
      if (failed || finished) return;
      failed = true;
      res.destroy();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    const line = (text: string) => {
      if (finished) return;
      if (text === '') {
        if (data.length > 0) {
          const payload = data.join('\n');
          data = [];
          if (onData(payload) === true) {
            finished = true;
            resolve();
          }
        }
        return;
      }
      if (text.startsWith(':')) return; // a comment
      const colon = text.indexOf(':');
      const field = colon < 0 ? text : text.slice(0, colon);
      if (field !== 'data') return;
      let value = colon < 0 ? '' : text.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      data.push(value);
    };
    res.setEncoding('utf8');
    res.on('data', (piece: string) => {
      if (failed || finished) return;
      buffer += piece;
      try {
        let start = 0;
        for (;;) {
          const end = buffer.indexOf('\n', start);
          if (end < 0) break;
          const cut = end > start && buffer.charCodeAt(end - 1) === 13 ? end - 1 : end;
          line(buffer.slice(start, cut));
          start = end + 1;
        }
        buffer = buffer.slice(start);
      } catch (err) {
        fail(err);
      }
    });
    res.on('end', () => {
      if (failed || finished) return;
      try {
        if (buffer !== '') line(buffer);
        line('');
        resolve();
      } catch (err) {
        fail(err);
      }
    });
    res.on('error', fail);
    res.on('close', () => {
      if (!res.complete) fail(new Error('The stream closed before it ended.'));
    });
  });
}
