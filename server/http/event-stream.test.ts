import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { eventStream, formatSse, HOLD_MS, type EventSink } from './event-stream';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function appWith(run: (sink: EventSink) => Promise<void>) {
  const app = new Hono();
  app.get('/s', (c) => eventStream(c, run));
  return app;
}

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function chunksOver(app: Hono): Promise<{ chunks: string[]; type: string | null }> {
  server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const res = await fetch(`http://127.0.0.1:${port}/s`);
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for await (const part of res.body!) chunks.push(decoder.decode(part as Uint8Array));
  return { chunks, type: res.headers.get('content-type') };
}

describe('formatSse', () => {
  it('writes every line of the data as its own data field', () => {
    expect(formatSse({ event: 'delta', id: '7', data: 'a\nb' })).toBe(
      'event: delta\nid: 7\ndata: a\ndata: b\n\n',
    );
  });
});

describe('eventStream on Node', () => {
  it('sends a held event together with the next event that may not wait', async () => {
    const app = appWith(async (sink) => {
      sink.send({ event: 'start', data: '{}' }, { hold: true });
      await sleep(2);
      sink.send({ event: 'delta', data: '"hi"' });
      await sleep(HOLD_MS * 3);
      sink.send({ event: 'done', data: '{}' });
    });
    const { chunks, type } = await chunksOver(app);
    expect(type).toBe('text/event-stream');
    expect(chunks[0]).toBe('event: start\ndata: {}\n\nevent: delta\ndata: "hi"\n\n');
    expect(chunks.join('')).toContain('event: done\n');
  });

  it('sends a held event on its own once the hold time has passed', async () => {
    const app = appWith(async (sink) => {
      sink.send({ event: 'hook', data: '1' }, { hold: true });
      await sleep(HOLD_MS * 4);
      sink.send({ event: 'delta', data: '2' });
    });
    const { chunks } = await chunksOver(app);
    expect(chunks[0]).toBe('event: hook\ndata: 1\n\n');
    expect(chunks.join('')).toBe('event: hook\ndata: 1\n\nevent: delta\ndata: 2\n\n');
  });

  it('sends the events of one tick in one write, with the headers when asked to', async () => {
    const app = new Hono();
    app.get('/s', (c) =>
      eventStream(
        c,
        async (sink) => {
          sink.send({ data: 'a' });
          await Promise.resolve(); // a promise job of the same tick
          sink.send({ data: 'b' });
          await sleep(5);
          sink.send({ data: 'c' });
        },
        { headers: { 'X-Harness-Version': '3' }, flushHeaders: false },
      ),
    );
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/s`);
    expect(res.headers.get('x-harness-version')).toBe('3');
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    for await (const part of res.body!) chunks.push(decoder.decode(part as Uint8Array));
    // A busy reader may get `c` in the same read too; `a` never comes without `b`.
    expect(chunks[0]!.startsWith('data: a\n\ndata: b\n\n')).toBe(true);
    expect(chunks.join('')).toBe('data: a\n\ndata: b\n\ndata: c\n\n');
  });

  it('tells the route when the reader goes away', async () => {
    let aborted: () => void = () => {};
    const sawAbort = new Promise<void>((resolve) => (aborted = resolve));
    const app = appWith(async (sink) => {
      sink.onAbort(aborted);
      sink.send({ data: 'first' });
      await sawAbort;
      expect(sink.aborted).toBe(true);
    });
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // A browser closing the preview closes the connection.
    const req = get(`http://127.0.0.1:${port}/s`, (res) => res.once('data', () => req.destroy()));
    await expect(sawAbort).resolves.toBeUndefined();
  });
});

describe('eventStream elsewhere (no Node response)', () => {
  it('falls back to a web stream with the same events in order', async () => {
    const app = appWith(async (sink) => {
      sink.send({ event: 'a', data: '1' }, { hold: true });
      sink.comment('keep-alive');
      sink.send({ event: 'b', data: '2' });
    });
    const text = await (await app.request('/s')).text();
    expect(text).toBe('event: a\ndata: 1\n\n: keep-alive\n\nevent: b\ndata: 2\n\n');
  });
});
