import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';

/** Changes a JSON answer on its way to the client: its body and headers, in place. */
export type Alteration = (path: string, body: unknown, headers: IncomingHttpHeaders) => void;

export interface TamperingProxy {
  baseUrl: string;
  /** Applied to every 200 JSON answer while set. */
  alter: Alteration | null;
  /** While set with `alter`: asks without `If-None-Match`, so each answer is a body to alter. */
  unconditional?: boolean;
  close: () => void;
}

/** Passes everything through to the studio; while `alter` is set, changes its JSON answers. */
export async function tamperingProxy(target: string): Promise<TamperingProxy> {
  const proxy: TamperingProxy = { baseUrl: '', alter: null, close: () => {} };
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(target).host };
    if (proxy.alter && proxy.unconditional) delete headers['if-none-match'];
    const up = request(`${target}${req.url}`, { method: req.method, headers }, (upRes) => {
      const alter = proxy.alter;
      const isJson = String(upRes.headers['content-type']).startsWith('application/json');
      if (!alter || upRes.statusCode !== 200 || !isJson) {
        res.writeHead(upRes.statusCode!, upRes.headers);
        upRes.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      upRes.on('data', (c: Buffer) => chunks.push(c));
      upRes.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as unknown;
        const { 'content-length': _, ...headers } = upRes.headers;
        alter(req.url!.split('?')[0]!, body, headers);
        res.writeHead(200, headers);
        res.end(JSON.stringify(body));
      });
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  proxy.close = () => {
    server.closeAllConnections();
    server.close();
  };
  return proxy;
}
