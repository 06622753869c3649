import type { TurnEvent } from '../../runtime/run-turn';

/** A turn's events as they arrive, readable from the start at any time. */
export class EventFeed {
  private readonly events: TurnEvent[] = [];
  private wake: (() => void) | null = null;
  private ended = false;

  push = (event: TurnEvent): void => {
    this.events.push(event);
    if (event.type === 'done') this.ended = true;
    this.wake?.();
  };

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
