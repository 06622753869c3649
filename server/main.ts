import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { createApp } from './app';

const config = loadConfig();
const app = createApp({ config });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`Harness Studio is running: open http://${host}:${info.port}/`);
  console.log(`Auth mode: ${config.authMode}${config.authMode === 'local' ? ' (single user, loopback only)' : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
