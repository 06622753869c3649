import { batchMessage, SourceNumbers } from './batch-message';
import type { JobResult, SandboxJob, SandboxResult, WorkerMessage } from './sandbox-protocol';
import { cancelled, chooseSlot, startSlot, type Pending, type Slot } from './sandbox-slot';

/** Jobs sent to a thread in one message at most (a batch's jobs run one after another). */
const MAX_BATCH = 8;

export interface SandboxPoolOptions {
  size: number;
  /** Time past a hook's own limit before its thread is killed (the engine's interrupt comes first). */
  graceMs?: number;
}

/**
 * Runs hooks in QuickJS on worker threads. The engine's interrupt stops ordinary loops at
 * the deadline; a loop inside native code can overrun it by seconds, so a job still
 * running at deadline + grace has its thread terminated and replaced. Other threads keep
 * serving meanwhile, so one runaway hook never stalls other turns.
 */
export class SandboxPool {
  private readonly slots = new Set<Slot>();
  /** Date.now() at the pool's start: the threads write start times relative to it. */
  private readonly epoch = Date.now();
  private readonly queue: Pending[] = [];
  private readonly numbers = new SourceNumbers();
  private nextId = 1;
  private started = false;
  private awaitingReady = 0;
  private closed = false;
  /** Threads replaced after a kill or crash (for tests and the health of the pool). */
  restarts = 0;
  /** Messages (batches of jobs) sent to threads: one wake-up of a thread each (for tests). */
  batchesSent = 0;

  constructor(private readonly options: SandboxPoolOptions) {}

  run(job: SandboxJob, signal?: AbortSignal): Promise<SandboxResult> {
    return this.runAll([job], signal)[0]!;
  }

  /**
   * Runs jobs started together (the hooks of one event, run-hooks.ts): they leave in one
   * message to one thread and come back in one. Each message wakes a thread and then the
   * main thread again, which costs more than a small hook's run in this engine
   * (docs/benchmarks.md). Each job still runs afresh under its own limits.
   */
  runAll(jobs: readonly SandboxJob[], signal?: AbortSignal): Promise<SandboxResult>[] {
    if (this.closed) return jobs.map(() => Promise.resolve(cancelled('The sandbox is shut down.')));
    if (signal?.aborted)
      return jobs.map(() => Promise.resolve(cancelled('The turn was cancelled.')));
    this.start();
    // One abort listener for the jobs started together. A turn's signal outlives its hooks (a
    // robustness run shares one over thousands of turns): the listener goes once every job
    // of the batch is answered, not when the signal ends.
    const batch: Pending[] = [];
    const onAbort = () => batch.forEach((p) => this.dropQueued(p));
    let left = jobs.length;
    const answered = () => {
      if (--left === 0) signal?.removeEventListener('abort', onAbort);
    };
    const answers = jobs.map(
      (job) =>
        new Promise<SandboxResult>((resolve) => {
          const pending: Pending = {
            id: this.nextId++,
            job,
            signal,
            resolve: (result) => {
              answered();
              resolve(result);
            },
          };
          batch.push(pending);
          this.queue.push(pending);
        }),
    );
    signal?.addEventListener('abort', onAbort, { once: true });
    this.dispatch();
    return answers;
  }

  /** Starts the threads now rather than on the first hook (each takes a few hundred ms). */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    for (let i = 0; i < this.options.size; i++) this.spawn();
  }

  /** Resolves when every thread has loaded and warmed its engine. */
  async whenReady(): Promise<void> {
    this.start();
    this.awaitingReady++;
    this.refresh();
    try {
      await Promise.all([...this.slots].map((s) => s.onReady));
    } finally {
      this.awaitingReady--;
      this.refresh();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.resolve(cancelled('The sandbox is shut down.'));
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) {
      if (slot.watchdog) clearTimeout(slot.watchdog);
      for (const p of slot.sent.values()) p.resolve(cancelled('The sandbox is shut down.'));
      slot.sent.clear();
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(): void {
    const slot = startSlot(this.epoch);
    this.slots.add(slot);
    this.refresh();
    slot.worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'ready') slot.markReady();
      this.onMessage(slot, m);
    });
    slot.worker.on('error', () => this.replace(slot, 'The sandbox thread failed.'));
    slot.worker.on('exit', () => this.replace(slot, 'The sandbox thread stopped.'));
  }

  private onMessage(slot: Slot, m: WorkerMessage): void {
    if (m.type === 'ready') {
      slot.ready = true;
    } else if (m.type === 'results') {
      slot.batches = Math.max(0, slot.batches - 1);
      for (const r of m.results) this.answer(slot, r);
      if (slot.sent.size === 0 && slot.watchdog) {
        clearTimeout(slot.watchdog);
        slot.watchdog = null;
      }
    }
    this.dispatch();
  }

  private answer(slot: Slot, m: JobResult): void {
    const pending = slot.sent.get(m.id);
    if (!pending) return;
    slot.sent.delete(m.id);
    const { id: _id, ...result } = m;
    if (!pending.signal?.aborted) pending.resolve(result);
    else pending.resolve(cancelled('The turn was cancelled.'));
  }

  /**
   * Sends queued jobs to ready threads, up to MAX_BATCH in one message: to an idle thread
   * first, else behind a batch just begun.
   */
  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = chooseSlot(this.slots, this.epoch);
      if (!slot) break;
      const batch = this.queue.splice(0, MAX_BATCH);
      for (const p of batch) slot.sent.set(p.id, p);
      slot.batches++;
      this.batchesSent++;
      slot.worker.postMessage(batchMessage(slot, batch, this.numbers));
      // No job of the batch can overrun before the shortest limit among them has passed.
      this.arm(slot, Math.min(...batch.map((p) => this.limitOf(p))));
    }
    this.refresh();
  }

  private limitOf(p: Pending): number {
    return p.job.timeoutMs + (this.options.graceMs ?? 250);
  }

  /** The watchdog looks at `slot` within `delayMs` (sooner if it was to look sooner). */
  private arm(slot: Slot, delayMs: number): void {
    const at = Date.now() + delayMs;
    if (slot.watchdog && slot.watchAt <= at) return;
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchAt = at;
    slot.watchdog = setTimeout(() => this.watch(slot), delayMs);
  }

  /**
   * The running job's deadline is its own start (written by the thread) plus its limit and
   * the grace: past it, the thread is killed; before it, look again then, or sooner when a
   * job waiting behind it (same batch or the next) has a shorter limit: it may start at once.
   */
  private watch(slot: Slot): void {
    slot.watchdog = null;
    if (!this.slots.has(slot) || slot.sent.size === 0) return;
    const running = slot.sent.get(Atomics.load(slot.progress, 0));
    if (!running) {
      // Between two jobs: the next one starts at once.
      this.arm(slot, 1);
      return;
    }
    const started = this.epoch + Atomics.load(slot.progress, 1);
    const left = started + this.limitOf(running) - Date.now();
    if (left <= 0) return this.kill(slot, running, Date.now() - started);
    let next = left;
    for (const p of slot.sent.values()) if (p !== running) next = Math.min(next, this.limitOf(p));
    this.arm(slot, next);
  }

  /**
   * A thread keeps the process alive while it runs a job, or while jobs wait for it to be
   * ready; an idle pool never holds a process open.
   */
  private refresh(): void {
    const waiting = this.queue.length > 0 || this.awaitingReady > 0;
    for (const s of this.slots) {
      if (s.sent.size > 0 || (waiting && !s.ready)) s.worker.ref();
      else s.worker.unref();
    }
  }

  private kill(slot: Slot, running: Pending, ranMs: number): void {
    slot.sent.delete(running.id);
    running.resolve({
      ok: false,
      kind: 'timeout',
      message: `The hook ran past its time limit of ${running.job.timeoutMs} ms and was stopped.`,
      durationMs: ranMs,
    });
    this.replace(slot, '');
    void slot.worker.terminate();
  }

  /**
   * Drops a dead or killed thread and starts another in its place: the job it was running
   * fails, the jobs waiting behind it go back to the front of the queue (they never ran).
   */
  private replace(slot: Slot, message: string): void {
    if (!this.slots.delete(slot)) return;
    if (slot.watchdog) clearTimeout(slot.watchdog);
    slot.watchdog = null;
    const running = Atomics.load(slot.progress, 0);
    const waiting: Pending[] = [];
    for (const p of slot.sent.values()) {
      if (p.id === running) p.resolve({ ok: false, kind: 'crash', message, durationMs: 0 });
      else waiting.push(p);
    }
    slot.sent.clear();
    slot.batches = 0;
    if (this.closed) {
      for (const p of waiting) p.resolve(cancelled('The sandbox is shut down.'));
      return;
    }
    this.queue.unshift(...waiting);
    this.restarts++;
    this.spawn();
    this.dispatch();
  }

  private dropQueued(pending: Pending): void {
    const i = this.queue.indexOf(pending);
    if (i < 0) return;
    this.queue.splice(i, 1);
    pending.resolve(cancelled('The turn was cancelled.'));
  }
}
