/**
 * The scripted model server as its own process, for Playwright and manual previews:
 *
 *   MODEL_SERVER_PORT=4311 node_modules/.bin/tsx server/testing/model-server/main.ts
 *
 * Answers like a small tea-shop host (see demo-script.ts) unless a test queues answers with
 * `POST /__scripts` (a JSON array of ScriptedResponse); `GET /__requests` lists what it was asked.
 */
import { demoAnswer } from './demo-script';
import { startModelServer } from './index';

const server = await startModelServer({ port: Number(process.env.MODEL_SERVER_PORT ?? 4311) });
server.setFallback(demoAnswer);
console.log(`Scripted model server at ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
