import { Worker } from 'node:worker_threads';
import {
  BANNED_WORDS_MATCHER_SOURCE,
  HOOK_HELPERS_INSTALLER_SOURCE,
} from '../../../src/harness/hook-contract';
import { hookAmountsSource } from './hook-amounts-source';
import type { SandboxJob, SandboxResult } from './sandbox-protocol';

const WORKER_URL = new URL('./sandbox-worker.mjs', import.meta.url);

/** A job waiting for its answer. */
export interface Pending {
  id: number;
  job: SandboxJob;
  resolve: (result: SandboxResult) => void;
  signal?: AbortSignal;
}

/** One sandbox thread as the pool sees it. */
export interface Slot {
  worker: Worker;
  /** Loaded (its engine compiled and warmed). */
  ready: boolean;
  onReady: Promise<void>;
  markReady: () => void;
  /** Jobs sent to the thread, in the order it runs them. */
  sent: Map<number, Pending>;
  /** Numbers of the hook sources the thread has been sent (batch-message.ts). */
  known: Set<number>;
  /** Batches sent to the thread and not yet answered. */
  batches: number;
  /**
   * Written by the thread: the id of the job it runs (0: none) and when it started it (ms
   * after the pool's epoch).
   */
  progress: Int32Array;
  /** Checks that the running job keeps to its time limit (+ grace). */
  watchdog: NodeJS.Timeout | null;
  /** When the watchdog looks next (Date.now() ms). */
  watchAt: number;
}

/**
 * Batches a thread may hold at once: the one it runs and the next, waiting in its port. A
 * thread then goes on to the next batch without waiting for this (busy) thread to hear of
 * the last one: with 200 turns in flight that wait left the threads idle most of the time.
 */
const DEPTH = 2;
/** A batch is queued behind a running job only if that one started this recently (ms). */
const STACK_BEHIND_MS = 2;

/** Starts a sandbox thread (sandbox-worker.mjs); it says `ready` once its engine is warm. */
export function startSlot(epoch: number): Slot {
  const progress = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(WORKER_URL, {
    workerData: {
      matcher: BANNED_WORDS_MATCHER_SOURCE,
      installer: HOOK_HELPERS_INSTALLER_SOURCE,
      amounts: hookAmountsSource(),
      progress,
      epoch,
    },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  let markReady = () => {};
  const onReady = new Promise<void>((resolve) => (markReady = resolve));
  worker.once('exit', markReady);
  return {
    worker,
    ready: false,
    onReady,
    markReady,
    sent: new Map(),
    known: new Set(),
    batches: 0,
    progress,
    watchdog: null,
    watchAt: 0,
  };
}

/**
 * The thread for the next batch: an idle one (the first: a thread kept busy stays awake, and
 * waking a sleeping one costs more on a loaded machine than waiting for the context it may
 * be preparing), else one whose running job has just begun (never behind a job that runs
 * long: a runaway would hold the next batch too).
 */
export function chooseSlot(slots: Iterable<Slot>, epoch: number): Slot | undefined {
  let behind: Slot | undefined;
  for (const slot of slots) {
    if (!slot.ready) continue;
    if (slot.sent.size === 0) return slot;
    if (behind || slot.batches >= DEPTH) continue;
    const running = Atomics.load(slot.progress, 0);
    const since = Date.now() - epoch - Atomics.load(slot.progress, 1);
    if (running === 0 || since <= STACK_BEHIND_MS) behind = slot;
  }
  return behind;
}

export function cancelled(message: string): SandboxResult {
  return { ok: false, kind: 'cancelled', message, durationMs: 0 };
}
