import type { TurnEvent } from '../../runtime/run-turn';

/** A turn's events as they arrive, readable from the start at any time. */
export class EventFeed {
  private readonly events: TurnEvent[] = [];
  private wake: (() => void) | null = null;
  private ended = false;

  private listener: ((event: TurnEvent) => void) | null = null;

  push = (event: TurnEvent): void => {
    if (event.type === 'done') this.ended = true;
    if (this.listener) return this.listener(event);
    this.events.push(event);
    this.wake?.();
  };

  /**
   * Hands every event to `listener` as it is pushed, those so far first, in the caller's
   * tick: a streamed delta goes out without a promise hop. Resolves after `done`.
   */
  follow(listener: (event: TurnEvent) => void): Promise<void> {
    for (const e of this.events.splice(0)) listener(e);
    if (this.ended) return Promise.resolve();
    return new Promise((resolve) => {
      this.listener = (e) => {
        listener(e);
        if (e.type === 'done') resolve();
      };
    });
  }

  /** The first event matching `test`, or `done` (always the last event). */
  async first(test: (e: TurnEvent) => boolean): Promise<TurnEvent> {
    for await (const e of this.read()) if (test(e) || e.type === 'done') return e;
    throw new Error('A turn ended without a done event.');
  }

  async *read(): AsyncGenerator<TurnEvent> {
    let i = 0;
    for (;;) {
      while (i < this.events.length) yield this.events[i++]!;
      if (this.ended) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = null;
    }
  }
}
