/**
 * One transaction level: the callbacks to run after the outermost commit. A savepoint's
 * callbacks join its parent's when it is released and are dropped when it rolls back.
 */
export class TxScope {
  private readonly callbacks: Array<() => void> = [];
  private finished = false;

  constructor(readonly depth: number) {}

  check(): void {
    if (this.finished) throw new Error('This transaction has already ended; use the Db handle.');
  }

  add(fn: () => void): void {
    this.check();
    this.callbacks.push(fn);
  }

  end(): Array<() => void> {
    this.finished = true;
    return this.callbacks.splice(0);
  }

  mergeInto(parent: TxScope): void {
    for (const fn of this.end()) parent.add(fn);
  }
}

/** After-commit callbacks run on the next tick so a throwing listener never breaks a commit. */
export function runCallbacks(callbacks: Array<() => void>): void {
  for (const fn of callbacks) {
    setImmediate(() => {
      try {
        fn();
      } catch (err) {
        console.error('[db] after-commit callback failed:', err);
      }
    });
  }
}
