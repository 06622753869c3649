import { Worker } from 'node:worker_threads';
import { HOOK_HELPERS_SOURCE } from '../../../src/harness/hook-contract';
import type { SandboxJob, SandboxResult, WorkerMessage } from './sandbox-protocol';

const WORKER_URL = new URL('./sandbox-worker.mjs', import.meta.url);

interface Pending {
  id: number;
  job: SandboxJob;
  resolve: (result: SandboxResult) => void;
  signal?: AbortSignal;
}

interface Slot {
  worker: Worker;
  /** Loaded, and not preparing its next context. */
  ready: boolean;
  onReady: Promise<void>;
  current: (Pending & { timer: NodeJS.Timeout; started: number }) | null;
}

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
      if (slot.current) {
        clearTimeout(slot.current.timer);
        slot.current.resolve(cancelled('The sandbox is shut down.'));
      }
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private spawn(): void {
    const worker = new Worker(WORKER_URL, {
      workerData: { helpers: HOOK_HELPERS_SOURCE },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    let markReady = () => {};
    const onReady = new Promise<void>((resolve) => (markReady = resolve));
    const slot: Slot = { worker, ready: false, onReady, current: null };
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
    if (m.type === 'ready' || m.type === 'idle') {
      slot.ready = true;
    } else if (slot.current && m.id === slot.current.id) {
      // Without a spare, not until it has prepared its next context.
      slot.ready = m.spare === true;
      const { resolve, timer, signal } = slot.current;
      clearTimeout(timer);
      slot.current = null;
      const { type: _type, id: _id, spare: _spare, ...result } = m;
      if (!signal?.aborted) resolve(result);
      else resolve(cancelled('The turn was cancelled.'));
    }
    this.dispatch();
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.current) continue;
      const next = this.queue.shift();
      if (!next) return;
      const grace = this.options.graceMs ?? 250;
      const timer = setTimeout(() => this.kill(slot), next.job.timeoutMs + grace);
      slot.current = { ...next, timer, started: performance.now() };
      slot.worker.postMessage({ id: next.id, ...next.job });
    }
    this.refresh();
  }

  /**
   * A thread keeps the process alive while it runs a job, or while jobs wait for it to be
   * ready; an idle pool never holds a process open.
   */
  private refresh(): void {
    const waiting = this.queue.length > 0 || this.awaitingReady > 0;
    for (const s of this.slots) {
      if (s.current || (waiting && !s.ready)) s.worker.ref();
      else s.worker.unref();
    }
  }

  private kill(slot: Slot): void {
    const running = slot.current;
    if (!running) return;
    slot.current = null;
    running.resolve({
      ok: false,
      kind: 'timeout',
      message: `The hook ran past its time limit of ${running.job.timeoutMs} ms and was stopped.`,
      durationMs: performance.now() - running.started,
    });
    this.replace(slot, '');
    void slot.worker.terminate();
  }

  /** Drops a dead or killed thread, fails its job, and starts another in its place. */
  private replace(slot: Slot, message: string): void {
    if (!this.slots.delete(slot)) return;
    if (slot.current) {
      clearTimeout(slot.current.timer);
      slot.current.resolve({ ok: false, kind: 'crash', message, durationMs: 0 });
      slot.current = null;
    }
    if (this.closed) return;
    this.restarts++;
    this.spawn();
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
