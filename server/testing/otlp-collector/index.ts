import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { decodeTraces, type CollectedSpan } from './decode';
import { readBody } from '../read-body';

export type { CollectedSpan } from './decode';

export interface OtlpCollector {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT takes, e.g. `http://127.0.0.1:41234`. */
  endpoint: string;
  /** Every span received so far, in arrival order. */
  spans: () => CollectedSpan[];
  /** Export requests received (answered or held). */
  requests: () => number;
  /** Requests received and not answered yet (while holding). */
  held: () => number;
  /** Holding: requests are read and kept unanswered, like a collector that hangs. */
  hold: (on: boolean) => void;
  /** Resolves once `test` holds for the spans so far; rejects after `timeoutMs`. */
  waitFor: (
    test: (spans: CollectedSpan[]) => boolean,
    timeoutMs?: number,
  ) => Promise<CollectedSpan[]>;
  close: () => Promise<void>;
}

/**
 * An OpenTelemetry collector on loopback speaking OTLP/HTTP with JSON bodies (what
 * @opentelemetry/exporter-trace-otlp-http sends): `POST /v1/traces`, answered with an empty
 * ExportTraceServiceResponse. Protobuf bodies get 415, as a JSON-only receiver would answer.
 */
export async function startOtlpCollector(
  options: { port?: number; onSpans?: (spans: CollectedSpan[]) => void } = {},
): Promise<OtlpCollector> {
  const spans: CollectedSpan[] = [];
  const heldResponses = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  const waiters = new Set<() => void>();
  let requests = 0;
  let holding = false;

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/traces') {
        return res.writeHead(404).end();
      }
      const type = req.headers['content-type'] ?? '';
      const body = await readBody(req);
      requests++;
      if (!type.startsWith('application/json')) return res.writeHead(415).end();
      try {
        const got = decodeTraces(body);
        spans.push(...got);
        options.onSpans?.(got);
      } catch (err) {
        res.writeHead(400, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ code: 3, message: String(err) }));
      }
      if (holding) heldResponses.add(res);
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      for (const wake of waiters) wake();
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...spans],
    requests: () => requests,
    held: () => heldResponses.size,
    hold: (on) => {
      holding = on;
      if (on) return;
      for (const res of heldResponses) res.writeHead(200).end('{}');
      heldResponses.clear();
    },
    waitFor: (test, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!test(spans)) return;
          finish();
          resolve([...spans]);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`The collector had ${spans.length} spans, not the ones awaited.`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
