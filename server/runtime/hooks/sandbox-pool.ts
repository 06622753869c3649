import { Worker } from 'node:worker_threads';
import { HOOK_HELPERS_SOURCE } from '../../../src/harness/hook-contract';
import type {
  JobResult,
  SandboxJob,
  SandboxResult,
  WorkerBatch,
  WorkerMessage,
} from './sandbox-protocol';

const WORKER_URL = new URL('./sandbox-worker.mjs', import.meta.url);

interface Pending {
  id: number;
  job: SandboxJob;
  resolve: (result: SandboxResult) => void;
  signal?: AbortSignal;
}

interface Slot {
  worker: Worker;
  /** Loaded (its engine compiled and warmed). */
  ready: boolean;
  onReady: Promise<void>;
  /** Jobs sent to the thread, in the order it runs them. */
  sent: Map<number, Pending>;
  /** Batches sent to the thread and not yet answered. */
  batches: number;
  /**
   * Written by the thread: the id of the job it runs (0: none), when it started it, and 1
   * while it prepares fresh contexts after answering a batch.
   */
  progress: Int32Array;
  /** Checks that the running job keeps to its time limit (+ grace). */
  watchdog: NodeJS.Timeout | null;
}

/**
 * Batches a thread may hold at once: the one it runs and the next, waiting in its port. A
 * thread then goes on to the next batch without waiting for this (busy) thread to hear of
 * the last one: with 200 turns in flight that wait left the threads idle most of the time.
 */
const DEPTH = 2;
/** Jobs sent to a thread in one message at most (a batch's jobs run one after another). */
const MAX_BATCH = 8;
/** A job is queued behind a running one only if that one started this recently (ms). */
const STACK_BEHIND_MS = 2;

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
  private nextId = 1;
  private started = false;
  private awaitingReady = 0;
  private closed = false;
  /** Threads replaced after a kill or crash (for tests and the health of the pool). */
  restarts = 0;

  constructor(private readonly options: SandboxPoolOptions) {}

  run(job: SandboxJob, signal?: AbortSignal): Promise<SandboxResult> {
    if (this.closed) return Promise.resolve(cancelled('The sandbox is shut down.'));
    if (signal?.aborted) return Promise.resolve(cancelled('The turn was cancelled.'));
    this.start();
    return new Promise((resolve) => {
      const onAbort = () => this.dropQueued(pending);
      // A turn's signal outlives its hooks (a robustness run shares one over thousands of
      // turns): the listener goes when the job is answered, not when the signal ends.
      const pending: Pending = {
        id: this.nextId++,
        job,
        signal,
        resolve: (result) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(result);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(pending);
      this.scheduleDispatch();
    });
  }

  /**
   * Dispatches once the current tick's jobs are all queued: the hooks of one event are
   * started together (run-hooks.ts), so they leave in one message to one thread, and come
   * back in one. Each message wakes a thread and then the main thread again, which costs
   * more than a small hook's run in this engine (docs/benchmarks.md).
   */
  private dispatchScheduled = false;
  private scheduleDispatch(): void {
    if (this.dispatchScheduled) return;
    this.dispatchScheduled = true;
    queueMicrotask(() => {
      this.dispatchScheduled = false;
      this.dispatch();
    });
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
    const progress = new Int32Array(new SharedArrayBuffer(12));
    const worker = new Worker(WORKER_URL, {
      workerData: { helpers: HOOK_HELPERS_SOURCE, progress, epoch: this.epoch },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let markReady = () => {};
    const onReady = new Promise<void>((resolve) => (markReady = resolve));
    const slot: Slot = {
      worker,
      ready: false,
      onReady,
      sent: new Map(),
      batches: 0,
      progress,
      watchdog: null,
    };
    this.slots.add(slot);
    worker.once('exit', markReady);
    this.refresh();
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'ready') markReady();
      this.onMessage(slot, m);
    });
    worker.on('error', () => this.replace(slot, 'The sandbox thread failed.'));
    worker.on('exit', () => this.replace(slot, 'The sandbox thread stopped.'));
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
      const slot = this.freeSlot();
      if (!slot) break;
      const batch = this.queue.splice(0, MAX_BATCH);
      for (const p of batch) slot.sent.set(p.id, p);
      slot.batches++;
      const message: WorkerBatch = { jobs: batch.map((p) => ({ id: p.id, ...p.job })) };
      slot.worker.postMessage(message);
      slot.watchdog ??= setTimeout(() => this.watch(slot), this.limitOf(batch[0]!));
    }
    this.refresh();
  }

  private freeSlot(): Slot | undefined {
    let behind: Slot | undefined;
    let refilling: Slot | undefined;
    for (const slot of this.slots) {
      if (!slot.ready) continue;
      if (slot.sent.size === 0) {
        // An idle thread still preparing contexts starts the batch only when it is done.
        if (Atomics.load(slot.progress, 2) === 0) return slot;
        refilling ??= slot;
        continue;
      }
      if (behind || slot.batches >= DEPTH) continue;
      // Never behind a job that runs long (a runaway would hold the next one too).
      const running = Atomics.load(slot.progress, 0);
      const since = Date.now() - this.epoch - Atomics.load(slot.progress, 1);
      if (running === 0 || since <= STACK_BEHIND_MS) behind = slot;
    }
    return refilling ?? behind;
  }

  private limitOf(p: Pending): number {
    return p.job.timeoutMs + (this.options.graceMs ?? 250);
  }

  /**
   * The running job's deadline is its own start (written by the thread) plus its limit and
   * the grace: past it, the thread is killed; before it, look again then.
   */
  private watch(slot: Slot): void {
    slot.watchdog = null;
    if (!this.slots.has(slot) || slot.sent.size === 0) return;
    const running = slot.sent.get(Atomics.load(slot.progress, 0));
    if (!running) {
      // Between two jobs: the next one starts at once.
      slot.watchdog = setTimeout(() => this.watch(slot), 1);
      return;
    }
    const started = this.epoch + Atomics.load(slot.progress, 1);
    const left = started + this.limitOf(running) - Date.now();
    if (left > 0) slot.watchdog = setTimeout(() => this.watch(slot), left);
    else this.kill(slot, running, Date.now() - started);
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

function cancelled(message: string): SandboxResult {
  return { ok: false, kind: 'cancelled', message, durationMs: 0 };
}
