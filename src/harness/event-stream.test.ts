import { describe, expect, it } from 'vitest';
import { readEventStream, type EventStreamMessage } from './event-stream';

function streamOf(...chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks)
        controller.enqueue(typeof c === 'string' ? new TextEncoder().encode(c) : c);
      controller.close();
    },
  });
}

async function all(body: ReadableStream<Uint8Array>): Promise<EventStreamMessage[]> {
  const out: EventStreamMessage[] = [];
  for await (const m of readEventStream(body)) out.push(m);
  return out;
}

describe('readEventStream', () => {
  it('reads named events with ids as Hono writes them, naming unnamed ones `message`', async () => {
    expect(
      await all(streamOf('event: delta\nid: 1\ndata: {"t":"你好"}\n\n', 'data: a\ndata: b\n\n')),
    ).toEqual([
      { event: 'delta', id: '1', data: '{"t":"你好"}' },
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('handles chunks that end anywhere, even inside \\r\\n, and skips comments', async () => {
    const text = ': keep-alive\n\nevent: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\r\n';
    expect(await all(streamOf(...text.split('')))).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ]);
  });

  it('decodes UTF-8 split between chunks', async () => {
    const bytes = new TextEncoder().encode('event: delta\ndata: 新粉到手\n\n');
    // Cut inside the three bytes of a Chinese character.
    const cut = bytes.indexOf(0xe6) + 1;
    expect(await all(streamOf(bytes.slice(0, cut), bytes.slice(cut)))).toEqual([
      { event: 'delta', data: '新粉到手' },
    ]);
  });

  it('cancels the stream when the reader stops early', async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: 1\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const m of readEventStream(body)) {
      expect(m.data).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
