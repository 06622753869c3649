import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { respondError, respondStreaming, respondWhole } from './respond';
import { vllmRefusal } from './refusals';
import { readBody } from '../read-body';
import type { ChatRequestBody, RecordedRequest, Script } from './scripts';

export * from './scripts';

export interface ModelServer {
  /** Base URL as an OpenAI client wants it, e.g. `http://127.0.0.1:41234/v1`. */
  url: string;
  /** Every chat request received, in order, with its parsed body. */
  requests: RecordedRequest[];
  /** Queues answers; each chat request takes the next one. */
  enqueue: (...scripts: Script[]) => void;
  /** The answer used when the queue is empty (default: HTTP 500 "no scripted response"). */
  setFallback: (script: Script | null) => void;
  /** Answers still queued. */
  pending: () => number;
  close: () => Promise<void>;
}

/**
 * An OpenAI-compatible Chat Completions server on loopback, scripted per test: the one
 * test double of the runtime, standing in for vLLM, SGLang, llama.cpp or Ollama.
 */
export async function startModelServer(
  options: {
    model?: string;
    port?: number;
    host?: string;
    /** Refuse what vLLM refuses (another model name, no user message) as it does. */
    strict?: boolean;
  } = {},
): Promise<ModelServer> {
  const model = options.model ?? 'test-model';
  const queue: Script[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  let fallback: Script | null = null;

  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0]!;
      // Test control over HTTP, for a server run as its own process (Playwright).
      if (path === '/__scripts' && req.method === 'POST') {
        queue.push(...(JSON.parse(await readBody(req)) as Script[]));
        return res.writeHead(204).end();
      }
      if (path === '/__requests' && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify(requests.map(({ path: p, body: b }) => ({ path: p, body: b }))),
        );
      }
      if (req.method === 'GET' && path === '/v1/models') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ object: 'list', data: [{ id: model, object: 'model' }] }));
      }
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        return respondError(res, 404, `No route ${req.method} ${path}`);
      }
      let body: ChatRequestBody;
      try {
        body = JSON.parse(await readBody(req)) as ChatRequestBody;
      } catch {
        return respondError(res, 400, 'The body is not JSON.');
      }
      const recorded: RecordedRequest = {
        method: req.method,
        path,
        headers: req.headers,
        body,
        abandoned: false,
      };
      requests.push(recorded);
      const refused = options.strict ? vllmRefusal(body, model) : null;
      if (refused) {
        const { status, message, type } = refused;
        res.writeHead(status, { 'content-type': 'application/json' });
        return res.end(
          JSON.stringify({ object: 'error', message, type, param: null, code: status }),
        );
      }
      res.on('close', () => {
        if (!res.writableFinished) recorded.abandoned = true;
      });
      const next = queue.shift() ?? fallback;
      if (!next) return respondError(res, 500, 'The test queued no response for this request.');
      const script = typeof next === 'function' ? next(recorded) : next;
      if (body.stream) await respondStreaming(req, res, script, model, body);
      else respondWhole(res, script, model);
    })().catch((err: unknown) => {
      if (!res.headersSent) respondError(res, 500, String(err));
      else res.destroy();
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/v1`,
    requests,
    enqueue: (...scripts) => queue.push(...scripts),
    setFallback: (script) => (fallback = script),
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        // Hung responses would keep the server open forever.
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
