import type { AddressInfo } from 'node:net';
import { createStudioServer } from './http/create-server';
import { loadConfig } from './config';
import { startStudio } from './bootstrap';

const config = loadConfig();
const studio = await startStudio(config);
// A production agent's first turn must not wait for the hook threads to load (about 1 s).
studio.deps.runtime.sandbox.start();
const server = createStudioServer(studio.app, studio.deps);
server.listen(config.port, config.host, () => {
  const info = server.address() as AddressInfo;
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.log(`Harness Studio is running: open http://${host}:${info.port}/`);
  const storage = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}/`;
  const auth = config.authMode === 'local' ? 'local (single user, loopback only)' : 'token';
  console.log(`Storage: ${storage}. Auth: ${auth}.`);
  if (config.telemetry.enabled) {
    console.log(`OpenTelemetry: production turns as spans to ${config.telemetry.tracesUrl}.`);
  }
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close(() => void studio.close().then(() => process.exit(0)));
    server.closeIdleConnections();
    // Event streams (previews, run progress) never go idle: end them after a short grace,
    // so the studio can still cancel its running suite runs and record them as cancelled.
    setTimeout(() => server.closeAllConnections(), 1_000).unref();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
