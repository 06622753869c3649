/**
 * The plain baseline: a bare Node `http` server replaying the studio's bytes and headers, so
 * the studio is compared with the least a Node server can do. It runs as a child of its own:
 * the bench entry started with `--serve-plain`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface PlainResponse {
  status: number;
  headers: Record<string, string>;
  /** base64, so the bytes are replayed exactly. */
  body: string;
}

/** Serves fixed bytes and headers; 304 when If-None-Match matches, like the studio. */
export function servePlain(): void {
  const spec = JSON.parse(readFileSync(process.env.PLAIN_SPEC!, 'utf8')) as {
    etag: string;
    ok: PlainResponse;
    notModified: PlainResponse;
  };
  const okBody = Buffer.from(spec.ok.body, 'base64');
  const okHeaders = { ...spec.ok.headers, 'content-length': String(okBody.length) };
  const server = createServer((req, res) => {
    const inm = req.headers['if-none-match'];
    if (inm && inm.split(',').some((t) => t.trim() === spec.etag || t.trim() === '*')) {
      res.writeHead(304, spec.notModified.headers);
      res.end();
      return;
    }
    res.writeHead(200, okHeaders);
    res.end(okBody);
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('plain server ready'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

// Hop-by-hop and per-response headers: the plain server's own Node http sets these.
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export function replayable(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!NOT_REPLAYED.has(name) && name !== 'content-length') out[name] = value;
  });
  return out;
}
