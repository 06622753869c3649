import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

/**
 * A real webhook receiver on loopback for tests: records every request and answers what
 * `answer` says (200 unless told otherwise; 0: no answer at all).
 */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  let answer: (req: Omit<ReceivedWebhook, 'status'>) => number = () => 200;
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (p: Buffer) => parts.push(p));
    req.on('end', () => {
      const seen = {
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(parts).toString(),
      };
      const status = answer(seen);
      received.push({ ...seen, status });
      if (status === 0) return; // never answers (a hung receiver)
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    answer: (fn: typeof answer) => {
      answer = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Verifies a received request with the `standardwebhooks` package; returns the payload. */
export function verified(secret: string, r: ReceivedWebhook): { type: string; data: unknown } {
  const headers = {
    'webhook-id': String(r.headers['webhook-id']),
    'webhook-timestamp': String(r.headers['webhook-timestamp']),
    'webhook-signature': String(r.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(r.body, headers) as { type: string; data: unknown };
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | false | null | undefined>,
  ms = 10_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('Timed out waiting.');
    await new Promise((r) => setTimeout(r, 20));
  }
}
