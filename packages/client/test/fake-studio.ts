/**
 * A studio stand-in on loopback for the client's unit tests: the sample harness as version 3
 * of `production`, and knobs for the answers a real studio gives rarely (a 401, a 503, a
 * request held forever, refused exposures). Each test decides the studio's answers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contentHash } from '../../../src/harness/canonical/canonical-json';
import { compileTools } from '../../../src/harness/compile';
import { sampleHarness } from '../../../src/harness/sample';
import { harnessDocumentSchema } from '../../../src/harness/schema/document';

export const document = harnessDocumentSchema.parse(sampleHarness);

export interface FakeStudio {
  baseUrl: string;
  /** Answer every API request with this status and problem instead (null: serve). */
  fail: { status: number; code: string; detail: string } | null;
  /** Hold every request without answering. */
  hang: boolean;
  /** What `POST .../exposures` answers (default: all accepted). */
  exposures: (items: unknown[]) => { status: number; body: unknown };
  /** Requests seen, as `METHOD path`. */
  seen: string[];
  close: () => Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, type = 'application/json') =>
  res.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));

export async function startFakeStudio(): Promise<FakeStudio> {
  const body = JSON.stringify({
    harnessId: 'h',
    version: 3,
    contentHash: contentHash(document),
    createdAt: '2026-12-03T10:00:00Z',
    document,
    tools: compileTools(document),
  });
  const etag = '"v3"';
  const held = new Set<ServerResponse>();
  const studio: FakeStudio = {
    baseUrl: '',
    fail: null,
    hang: false,
    exposures: (items) => ({ status: 200, body: { accepted: items.length, rejected: [] } }),
    seen: [],
    close: async () => {
      for (const r of held) r.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const read = async (req: IncomingMessage) => {
    const parts: Buffer[] = [];
    for await (const p of req) parts.push(p as Buffer);
    return Buffer.concat(parts).toString();
  };
  const server = createServer((req, res) => {
    void (async () => {
      const path = req.url!.split('?')[0]!.replace('/api/v1/harnesses/h', '');
      studio.seen.push(`${req.method} ${path}`);
      if (studio.hang) {
        held.add(res);
        return;
      }
      if (studio.fail) {
        const { status, code, detail } = studio.fail;
        return json(res, status, { status, code, detail }, 'application/problem+json');
      }
      if (path === '/labels')
        return json(res, 200, [{ name: 'production', version: 3, split: null, extra: 1 }]);
      if (path === '/resolved') {
        const headers = { etag, 'x-harness-version': '3' };
        if (req.headers['if-none-match'] === etag) return res.writeHead(304, headers).end();
        return res.writeHead(200, { ...headers, 'content-type': 'application/json' }).end(body);
      }
      if (path === '/events') {
        held.add(res);
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        return res.write('event: ready\ndata: {}\n\n');
      }
      if (path === '/exposures') {
        const { items } = JSON.parse(await read(req)) as { items: unknown[] };
        const answer = studio.exposures(items);
        return json(res, answer.status, answer.body);
      }
      json(res, 404, { status: 404, code: 'not_found', detail: path });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  studio.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return studio;
}
