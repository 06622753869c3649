import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledRequest } from '../../src/harness/compile';
import { ModelClient } from './model-client';

// What the scripted model server never does: CRLF lines, comments, split reads, a stream
// kept open after [DONE], an error event. Real servers do.
let answer: (res: ServerResponse) => void = () => {};
let server: Server;
let baseUrl = '';
/** Requests seen per connection; `dropReused` resets a connection's second one unanswered. */
const served = new WeakMap<object, number>();
let dropReused = false;
beforeAll(async () => {
  server = createServer((req, res) => {
    const n = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, n);
    if (dropReused && n > 1) return void req.socket.resetAndDestroy();
    req.resume();
    req.on('end', () => answer(res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] });
const client = () =>
  new ModelClient({
    name: 'raw',
    baseUrl,
    model: 'm',
    timeoutMs: 1_000,
    firstTokenTimeoutMs: 1_000,
  });
const request: CompiledRequest = {
  model: 'm',
  messages: [{ role: 'user', content: 'hi' }],
  temperature: 0,
  top_p: 1,
  max_tokens: 16,
};

describe('the model transport', () => {
  it('reads CRLF events split across reads, skips comments, and stops at [DONE]', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`: keep-alive\r\n\r\ndata: ${chunk({ content: '你' })}\r\n\r\nda`);
      setTimeout(() => {
        res.write(`ta: ${chunk({ content: '好' }, 'stop')}\r\n\r\ndata: [DONE]\r\n\r\n`);
        // Left open on purpose: [DONE] ends the answer.
      }, 20);
    };
    const texts: string[] = [];
    const round = await client().stream(request, { onText: (t) => texts.push(t) });
    expect(texts).toEqual(['你', '好']);
    expect(round).toMatchObject({ content: '你好', finishReason: 'stop', model: 'm' });
  });

  it('treats an error event in the stream as a broken stream', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${chunk({ content: 'a' })}\n\ndata: {"error":{"message":"overloaded"}}\n\n`);
    };
    await expect(client().stream(request)).rejects.toMatchObject({ code: 'stream_broken' });
  });

  it('sends again on a new connection when a kept-alive one was closed by the server', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(`data: ${chunk({ content: 'ok' }, 'stop')}\n\ndata: [DONE]\n\n`);
    };
    const one = client();
    await one.stream(request); // leaves its connection in the pool
    dropReused = true;
    try {
      await expect(one.stream(request)).resolves.toMatchObject({ content: 'ok' });
    } finally {
      dropReused = false;
    }
  });

  it("passes on the server's error message with its status", async () => {
    answer = (res) => {
      res.writeHead(429, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'slow down' } }));
    };
    await expect(client().stream(request)).rejects.toMatchObject({
      code: 'http',
      status: 429,
      message: expect.stringContaining('HTTP 429: slow down'),
    });
  });
});
