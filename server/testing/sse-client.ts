import { readEventStream } from '../../src/harness/event-stream';

/** One Server-Sent Event as a test reads it. */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
  /** ms since the request was sent. */
  at: number;
}

/** Reads an event stream as it arrives, with when each event came. */
export async function* readSse(
  res: Response,
  started = performance.now(),
): AsyncGenerator<SseEvent> {
  for await (const m of readEventStream(res.body!)) yield { ...m, at: performance.now() - started };
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
