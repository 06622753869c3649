/** Messages between the pool and sandbox-worker.mjs (which is plain JavaScript). */

export interface SandboxJob {
  /** JavaScript defining `function hook(ctx)`. */
  source: string;
  /** The hook's input as JSON text. */
  input: string;
  timeoutMs: number;
  memoryLimitBytes: number;
}

export type FailureKind =
  | 'error' // the hook threw, or returned something that is not JSON
  | 'timeout' // ran past its time limit (interrupted, or its thread was killed)
  | 'memory'
  | 'stack'
  | 'crash' // the sandbox itself failed; its thread is replaced
  | 'cancelled'; // the turn ended before the hook ran

export type SandboxOutcome =
  | {
      ok: true;
      /** JSON text of what the hook returned; null when it returned nothing. */ output:
        string | null;
    }
  | { ok: false; kind: FailureKind; message: string };

export type SandboxResult = SandboxOutcome & { durationMs: number };

/** One job's answer from the thread. */
export type JobResult = { id: number; durationMs: number } & SandboxOutcome;

/** A job as a thread receives it: its source and input by number (see WorkerBatch). */
export interface WorkerJob {
  id: number;
  /** The source's number in the pool (sent to this thread once, in some batch's `sources`). */
  sourceId: number;
  /** Index into the batch's `inputs`. */
  input: number;
  timeoutMs: number;
  memoryLimitBytes: number;
}

/**
 * The pool sends a thread one batch of jobs at a time (see SandboxPool.dispatch). Hook
 * sources go to a thread once, and an input shared by a batch's jobs once per batch: copying
 * them into every message cost more than some hooks' run.
 */
export interface WorkerBatch {
  /** Sources this thread has not been sent before: [number, source]. */
  sources: [number, string][];
  /** Forget the sources sent before this batch (the pool bounds what a thread keeps). */
  forget: boolean;
  inputs: string[];
  jobs: WorkerJob[];
}

/** A batch is answered in one message, in the order its jobs ran. */
export type WorkerMessage = { type: 'ready' } | { type: 'results'; results: JobResult[] };
