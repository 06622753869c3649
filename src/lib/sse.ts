import { createParser } from 'eventsource-parser';

/** One Server-Sent Event as the HTML spec dispatches it. */
export interface SseMessage {
  /** `message` when the server named none. */
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads a response body as Server-Sent Events until it ends (or its request is aborted).
 * EventSource cannot POST, so the preview reads its stream from `fetch`; eventsource-parser
 * parses it.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const queue: SseMessage[] = [];
  const parser = createParser({
    onEvent: ({ event = 'message', data, id }) =>
      queue.push(id === undefined ? { event, data } : { event, data, id }),
  });
  // Streaming mode keeps a Chinese character split across two chunks whole.
  const decoder = new TextDecoder('utf-8');
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
    // A caller that stops reading early closes the stream, so the server sees it go.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
