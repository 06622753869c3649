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

/** The pool sends a thread one batch of jobs at a time (see SandboxPool.dispatch). */
export interface WorkerBatch {
  jobs: (SandboxJob & { id: number })[];
}

/** A batch is answered in one message, in the order its jobs ran. */
export type WorkerMessage = { type: 'ready' } | { type: 'results'; results: JobResult[] };
