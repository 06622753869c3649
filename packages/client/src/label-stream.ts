import { createParser } from 'eventsource-parser';
import { Unauthorized, Unreachable, type StudioHttp } from './transport';

export interface LabelStreamHandlers {
  /** Connected: moves may have been missed while away. */
  ready: () => void;
  /** A `label` event's data, parsed. */
  label: (move: unknown) => void;
  /** A shop's overlay changed. */
  overlay: () => void;
  /** The stream failed or ended; it reconnects with backoff. */
  down: (err: Unreachable | Unauthorized) => void;
}

const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 10_000;

/**
 * The label's event stream (`/events`): reconnects with backoff from 250 ms to 10 s, sending
 * `Last-Event-ID`.
 */
export class LabelStream {
  private lastEventId: string | undefined;
  private controller: AbortController | null = null;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private attempts = 0;
  private closed = false;

  constructor(
    private readonly http: StudioHttp,
    private readonly url: string,
    private readonly on: LabelStreamHandlers,
  ) {}

  start(): void {
    if (this.closed) return;
    const controller = new AbortController();
    this.controller = controller;
    void this.follow(controller).then(
      () => this.reconnect(controller, new Unreachable('The event stream ended.', this.url)),
      (err: unknown) => this.reconnect(controller, err),
    );
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.controller?.abort();
  }

  private reconnect(controller: AbortController, err: unknown): void {
    if (this.closed || controller.signal.aborted) return;
    this.on.down(
      err instanceof Unreachable || err instanceof Unauthorized
        ? err
        : new Unreachable(String(err), this.url),
    );
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** this.attempts);
    this.attempts++;
    this.reconnectTimer = setTimeout(() => this.start(), delay * (0.5 + Math.random() / 2));
    this.reconnectTimer.unref();
  }

  private async follow(controller: AbortController): Promise<void> {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (this.lastEventId) headers['last-event-id'] = this.lastEventId;
    const res = await this.http.send(this.url, { headers }, controller.signal);
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new Unreachable(`${this.url}: HTTP ${res.status}`, this.url, res.status);
    }
    const parser = createParser({
      onEvent: (event) => {
        if (event.id) this.lastEventId = event.id;
        if (event.event === 'ready') {
          this.attempts = 0;
          this.on.ready();
        } else if (event.event === 'label') {
          let move: unknown;
          try {
            move = JSON.parse(event.data);
          } catch {
            return; // a garbled event: the poll reads the label anyway
          }
          this.on.label(move);
        } else if (event.event === 'overlay') {
          this.on.overlay();
        }
      },
    });
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch (err) {
      if (controller.signal.aborted) return;
      throw new Unreachable(err instanceof Error ? err.message : String(err), this.url);
    }
  }
}
