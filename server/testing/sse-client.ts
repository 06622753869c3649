/** One Server-Sent Event as a test reads it. */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
  /** ms since the request was sent. */
  at: number;
}

/** Reads an event stream as it arrives (a hand-written reader is fine for tests of our own stream). */
export async function* readSse(
  res: Response,
  started = performance.now(),
): AsyncGenerator<SseEvent> {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const e: SseEvent = { event: 'message', data: '', at: performance.now() - started };
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const i = line.indexOf(':');
        const field = i < 0 ? line : line.slice(0, i);
        const v = i < 0 ? '' : line.slice(i + 1).replace(/^ /, '');
        if (field === 'event') e.event = v;
        else if (field === 'id') e.id = v;
        else if (field === 'data') data.push(v);
      }
      if (data.length === 0) continue;
      e.data = data.join('\n');
      yield e;
    }
  }
}

export interface SsePost {
  status: number;
  contentType: string;
  /** The whole body when the answer is not an event stream (a problem). */
  text: string;
  events: SseEvent[];
}

/** POSTs JSON and collects the event stream until it ends (or `stopWhen` says enough, which aborts it). */
export async function postSse(
  url: string,
  token: string,
  body: unknown,
  stopWhen: (e: SseEvent, all: SseEvent[]) => boolean = () => false,
): Promise<SsePost> {
  const controller = new AbortController();
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const contentType = res.headers.get('content-type') ?? '';
  const out: SsePost = { status: res.status, contentType, text: '', events: [] };
  if (!contentType.includes('text/event-stream')) {
    out.text = await res.text();
    return out;
  }
  for await (const e of readSse(res, started)) {
    out.events.push(e);
    if (stopWhen(e, out.events)) {
      controller.abort();
      break;
    }
  }
  return out;
}
