/** One Server-Sent Event as the HTML spec dispatches it. */
export interface SseMessage {
  /** `message` when the server named none. */
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental parser of the `text/event-stream` format (HTML Living Standard, 9.2.6).
 * EventSource cannot POST, so the preview reads its stream from `fetch` and feeds the text
 * here piece by piece; pieces may end anywhere, even between the \r and \n of a line end.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let lastId: string | undefined;
  // A piece ending in \r may be followed by the \n of the same line end.
  let skipLeadingLf = false;

  const dispatch = () => {
    lastId = id ?? lastId;
    id = undefined;
    if (data.length > 0) {
      onMessage({ event: event || 'message', data: data.join('\n'), id: lastId });
    }
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // a comment, e.g. a keep-alive
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    // `retry` and unknown fields are ignored: the caller decides about reconnecting.
  };

  return {
    push(text: string) {
      if (skipLeadingLf && text.startsWith('\n')) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      const ends = /\r\n|\r|\n/g;
      let start = 0;
      for (let m = ends.exec(buffer); m; m = ends.exec(buffer)) {
        // A lone \r at the very end may be the first half of \r\n.
        if (m[0] === '\r' && m.index === buffer.length - 1) skipLeadingLf = true;
        line(buffer.slice(start, m.index));
        start = m.index + m[0].length;
      }
      buffer = buffer.slice(start);
    },
    /** The stream ended: an event without its blank line is incomplete and dropped (spec). */
    end() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}

/** Reads a response body as Server-Sent Events until it ends (or its request is aborted). */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const queue: SseMessage[] = [];
  const parser = createSseParser((m) => queue.push(m));
  // Streaming mode keeps a Chinese character split across two chunks whole.
  const decoder = new TextDecoder('utf-8');
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      yield* queue.splice(0);
    }
    finished = true;
    parser.push(decoder.decode());
    parser.end();
    yield* queue.splice(0);
  } finally {
    // A caller that stops reading early closes the stream, so the server sees it go.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
