import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { startStudio } from './bootstrap';

const config = loadConfig();
const studio = await startStudio(config);
const server = serve(
  { fetch: studio.app.fetch, port: config.port, hostname: config.host },
  (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.log(`Harness Studio is running: open http://${host}:${info.port}/`);
    const storage = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}/`;
    console.log(
      `Storage: ${storage}. Auth: ${config.authMode}${config.authMode === 'local' ? ' (single user, loopback only)' : ''}.`,
    );
  },
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close(() => void studio.close().then(() => process.exit(0)));
    // SSE streams keep connections open; do not wait for them forever.
    setTimeout(() => process.exit(0), 3_000).unref();
  });
}
