/**
 * The scripted model server as its own process, for Playwright and manual previews:
 *
 *   MODEL_SERVER_PORT=4311 node_modules/.bin/tsx server/testing/model-server/main.ts
 *
 * Answers like a small tea-shop host (see demo-script.ts) unless a test queues answers with
 * `POST /__scripts` (a JSON array of ScriptedResponse); `GET /__requests` lists what it was asked.
 * `MODEL_SERVER_MODEL` names the model it serves; `MODEL_SERVER_STRICT=1` refuses, as vLLM
 * does, a request for another model or without a user message.
 */
import { demoAnswer } from './demo-script';
import { startModelServer } from './index';

const server = await startModelServer({
  port: Number(process.env.MODEL_SERVER_PORT ?? 4311),
  ...(process.env.MODEL_SERVER_MODEL ? { model: process.env.MODEL_SERVER_MODEL } : {}),
  strict: process.env.MODEL_SERVER_STRICT === '1',
});
server.setFallback(demoAnswer);
console.log(`Scripted model server at ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void server.close().then(() => process.exit(0)));
}
