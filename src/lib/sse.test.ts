import { describe, expect, it } from 'vitest';
import { createSseParser, readSse, type SseMessage } from './sse';

function parse(...pieces: string[]): SseMessage[] {
  const out: SseMessage[] = [];
  const parser = createSseParser((m) => out.push(m));
  for (const p of pieces) parser.push(p);
  parser.end();
  return out;
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
}

describe('createSseParser', () => {
  it('reads named events with ids, as Hono writes them', () => {
    expect(parse('event: delta\nid: 1\ndata: {"text":"你好"}\n\n')).toEqual([
      { event: 'delta', id: '1', data: '{"text":"你好"}' },
    ]);
  });

  it('joins data lines, defaults the event name, keeps the last id', () => {
    expect(parse('id: 7\ndata: a\ndata: b\n\ndata:c\n\n')).toEqual([
      { event: 'message', id: '7', data: 'a\nb' },
      { event: 'message', id: '7', data: 'c' },
    ]);
  });

  it('handles pieces that end anywhere, even inside \\r\\n', () => {
    const text = 'event: a\r\ndata: 1\r\n\r\nevent: b\rdata: 2\r\rdata: 3\n\n';
    const whole = parse(text);
    expect(whole.map((m) => `${m.event}:${m.data}`)).toEqual(['a:1', 'b:2', 'message:3']);
    for (let i = 1; i < text.length; i++) {
      expect(parse(text.slice(0, i), text.slice(i)), `split at ${i}`).toEqual(whole);
    }
    expect(parse(...text.split(''))).toEqual(whole);
  });

  it('ignores comments (keep-alives), empty events and an unfinished last event', () => {
    expect(parse(': keep-alive\n\nevent: x\n\ndata: ok\n\ndata: cut')).toEqual([
      { event: 'message', data: 'ok' },
    ]);
  });

  it('takes a value after the first colon only, dropping one leading space', () => {
    expect(parse('data:  two spaces: kept\n\n')[0]!.data).toBe(' two spaces: kept');
  });
});

describe('readSse', () => {
  it('decodes UTF-8 split between chunks and yields events as they complete', async () => {
    const bytes = new TextEncoder().encode(
      'event: delta\ndata: 新粉到手\n\nevent: done\ndata: {}\n\n',
    );
    // Cut inside the three bytes of a Chinese character.
    const cut = bytes.indexOf(0xe6) + 1;
    const events: SseMessage[] = [];
    for await (const m of readSse(streamOf([bytes.slice(0, cut), bytes.slice(cut)]))) {
      events.push(m);
    }
    expect(events).toEqual([
      { event: 'delta', data: '新粉到手' },
      { event: 'done', data: '{}' },
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
    for await (const m of readSse(body)) {
      expect(m.data).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
