/**
 * The bare relay: the least a gateway between client and model can be. A node:http server
 * that forwards `POST /<delay>/<path>` to the model server of that first-token delay on a
 * keep-alive agent and pipes the answer back unread (no parsing, no auth, no work). What it
 * adds over the direct model is the machine's price of one more process hop (socket, wake-up
 * of an idle CPU); what the studio adds over it is the studio's own.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** `models`: model server base URL by first-token delay (ms). */
export async function serveRelay(models: Record<string, string>): Promise<void> {
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((req, res) => {
    const [, delay, ...rest] = (req.url ?? '').split('/');
    const base = delay === undefined ? undefined : models[delay];
    if (!base) return void res.writeHead(404).end();
    const up = http.request(
      `${base}/${rest.join('/')}`,
      {
        method: req.method,
        agent,
        headers: {
          'content-type': req.headers['content-type'] ?? 'application/json',
          authorization: req.headers.authorization ?? '',
          ...(req.headers['content-length'] && {
            'content-length': req.headers['content-length'],
          }),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, {
          'content-type': answer.headers['content-type'] ?? 'text/event-stream',
          'cache-control': 'no-cache',
        });
        answer.pipe(res);
      },
    );
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
  const { port } = server.address() as AddressInfo;
  console.log(`READY http://127.0.0.1:${port}`);
}
