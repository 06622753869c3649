import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { handleRequest, type ModelServerState } from './handle-request';
import { respondError } from './respond';
import type { RecordedRequest, Script } from './scripts';

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
  const state: ModelServerState = {
    model: options.model ?? 'test-model',
    strict: options.strict ?? false,
    queue: [],
    requests: [],
    fallback: null,
  };
  const sockets = new Set<Socket>();

  const server = createServer((req, res) => {
    handleRequest(req, res, state).catch((err: unknown) => {
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
    requests: state.requests,
    enqueue: (...scripts) => state.queue.push(...scripts),
    setFallback: (script) => (state.fallback = script),
    pending: () => state.queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        // Hung responses would keep the server open forever.
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
