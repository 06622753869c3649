import { Unauthorized, type Unreachable } from './transport';
import type { HarnessClientEvents } from './types';

type Emit = <K extends 'unreachable' | 'unauthorized' | 'recovered' | 'stale'>(
  name: K,
  ...data: HarnessClientEvents[K]
) => void;

/**
 * Whether the studio answers, and how long since it confirmed what the client serves: each
 * kind of failure is said once when it begins, `recovered` when the studio answers again,
 * `stale` once per stretch without a confirmation.
 */
export class Health {
  /** When the studio last confirmed the snapshot (or, from the cache, when it did then). */
  confirmedAt = 0;
  /** The last failure, for the error of a start that timed out. */
  lastProblem = 'no answer yet';
  private state: 'up' | 'unreachable' | 'unauthorized' | null = null;
  private downSince = 0;
  private staleSent = false;

  constructor(
    private readonly emit: Emit,
    private readonly now: () => number,
    private readonly staleAfterMs: number,
  ) {}

  ageMs(): number {
    return this.now() - this.confirmedAt;
  }

  confirmed(): void {
    this.confirmedAt = this.now();
    this.staleSent = false;
    this.up();
  }

  /** The studio answered (what it answered may still have been refused). */
  up(): void {
    if (this.state === 'unreachable' || this.state === 'unauthorized')
      this.emit('recovered', { downMs: this.now() - this.downSince });
    this.state = 'up';
  }

  down(err: Unreachable | Unauthorized): void {
    this.lastProblem = err.message;
    const kind = err instanceof Unauthorized ? 'unauthorized' : 'unreachable';
    if (this.state === kind) return;
    if (this.state !== 'unreachable' && this.state !== 'unauthorized') this.downSince = this.now();
    this.state = kind;
    if (err instanceof Unauthorized)
      this.emit('unauthorized', { status: err.status, detail: err.detail, url: err.url });
    else
      this.emit('unreachable', {
        error: err.message,
        url: err.url,
        ...(err.status !== undefined ? { status: err.status } : {}),
      });
  }

  checkStale(): void {
    if (this.staleSent) return;
    const ageMs = this.ageMs();
    if (ageMs > this.staleAfterMs) {
      this.staleSent = true;
      this.emit('stale', { ageMs });
    }
  }
}
