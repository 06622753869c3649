import { createParser } from 'eventsource-parser';

/** One Server-Sent Event as a client reads it (`message` when the server named none). */
export interface EventStreamMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads a response body as Server-Sent Events until it ends. One reader for the SPA (the
 * preview and run progress POST or need headers, so no EventSource), the CLI and the tests.
 */
export async function* readEventStream(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<EventStreamMessage> {
  const queue: EventStreamMessage[] = [];
  const parser = createParser({
    onEvent: ({ event = 'message', data, id }) =>
      queue.push(id === undefined ? { event, data } : { event, data, id }),
  });
  // Streaming mode keeps a Chinese character split across two chunks whole.
  const decoder = new TextDecoder('utf-8');
  // Read the body itself (not a piped copy) so that cancelling reaches the server at once.
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      yield* queue.splice(0);
    }
    finished = true;
    parser.feed(decoder.decode());
    yield* queue.splice(0);
  } finally {
    // Leaving the loop early closes the stream, so the server sees the client go.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
