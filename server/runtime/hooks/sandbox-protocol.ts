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

export type WorkerMessage =
  { type: 'ready' } | ({ type: 'result'; id: number; durationMs: number } & SandboxOutcome);
