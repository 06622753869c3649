import { describe, expect, it } from 'vitest';
import { formatSse } from './event-stream';
import { readEventStream, type EventStreamMessage } from '../../src/harness/event-stream';

function bodyOf(text: string, onCancel = () => {}): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      // One byte a chunk: every line end and every character is cut somewhere.
      for (const b of bytes) controller.enqueue(new Uint8Array([b]));
    },
    cancel: onCancel,
  });
}

describe('readEventStream', () => {
  it('reads back what formatSse writes, byte by byte', async () => {
    const text =
      formatSse({ event: 'delta', id: '1', data: '新粉\n到手' }) +
      ': ping\n\n' +
      formatSse({ data: '{}' });
    const events: EventStreamMessage[] = [];
    const body = bodyOf(text);
    for await (const e of readEventStream(body)) {
      events.push(e);
      if (events.length === 2) break;
    }
    expect(events).toEqual([
      { event: 'delta', id: '1', data: '新粉\n到手' },
      { event: 'message', data: '{}' },
    ]);
  });

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false;
    for await (const e of readEventStream(
      bodyOf('data: 1\n\ndata: 2\n\n', () => void (cancelled = true)),
    )) {
      expect(e.data).toBe('1');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
