/**
 * One measured window of the token-burst bench: production agents with valid tokens poll
 * `GET .../resolved` (with If-None-Match, as agents do) while, in the burst window, 10,000
 * requests with distinct unknown tokens (well-formed, so each reaches the database) arrive
 * beside them. Valid and bad traffic use separate keep-alive socket pools.
 */
import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';

export const RESOLVED = '/api/v1/harnesses/sample/resolved?label=production';

export interface WindowOptions {
  baseUrl: string;
  tokens: string[];
  etag: string;
  validConnections: number;
  /** 0: no burst, the window lasts `quietMs`. */
  badRequests: number;
  badConnections: number;
  quietMs: number;
}

export interface WindowResult {
  /** Milliseconds per valid request. */
  latencies: number[];
  /** Valid requests not answered 304 (should be none). */
  validFailures: number;
  /** Bad requests not answered 401 (should be none). */
  badFailures: number;
  badRequests: number;
  ms: number;
}

function get(agent: Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

export async function runWindow(o: WindowOptions): Promise<WindowResult> {
  const validAgent = new Agent({ keepAlive: true, maxSockets: o.validConnections });
  const badAgent = new Agent({ keepAlive: true, maxSockets: o.badConnections });
  const latencies: number[] = [];
  let validFailures = 0;
  let badFailures = 0;
  let done = false;
  let next = 0;
  const valid = async (worker: number) => {
    while (!done) {
      const n = next++;
      const token = o.tokens[n % o.tokens.length]!;
      const url = new URL(`${o.baseUrl}${RESOLVED}&key=viewer-${worker}-${n % 97}`);
      const start = performance.now();
      const status = await get(validAgent, url, {
        authorization: `Bearer ${token}`,
        'if-none-match': o.etag,
      });
      latencies.push(performance.now() - start);
      if (status !== 304) validFailures++;
    }
  };
  let sent = 0;
  const bad = async () => {
    while (sent < o.badRequests) {
      sent++;
      const token = `hs_${randomBytes(32).toString('base64url')}`;
      const url = new URL(`${o.baseUrl}${RESOLVED}`);
      const status = await get(badAgent, url, { authorization: `Bearer ${token}` });
      if (status !== 401) badFailures++;
    }
  };
  const started = performance.now();
  const validWorkers = Array.from({ length: o.validConnections }, (_, i) => valid(i));
  if (o.badRequests > 0) {
    await Promise.all(Array.from({ length: o.badConnections }, () => bad()));
  } else {
    await new Promise((r) => setTimeout(r, o.quietMs));
  }
  done = true;
  const ms = performance.now() - started;
  await Promise.all(validWorkers);
  validAgent.destroy();
  badAgent.destroy();
  return { latencies, validFailures, badFailures, badRequests: sent, ms };
}
