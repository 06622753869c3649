import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../api-client';
import { followWithRetries, type OpenStream } from './follow-with-retries';

// Consecutive dropped connections before giving up; an event on a reopened one resets it.
const MAX_RETRIES = 5;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export interface FollowedRun<P> {
  progress: P;
  /** The stream broke and is being reopened. */
  reconnecting: boolean;
  /** Following failed for good (the run is gone, or the stream kept failing). */
  error: unknown;
}

export interface FollowRunOptions<P, E> {
  runId: string;
  running: boolean;
  initial: () => P;
  open: OpenStream<E>;
  apply: (progress: P, event: E) => P;
  /** After the run ended: refresh what cached its list. */
  onEnded: () => Promise<unknown>;
}

/**
 * Follows a running run's progress stream (test suites and robustness runs alike) until
 * `done`, reopening it when it breaks: the server replays what finished first, and the
 * reducer keeps each once. Give the component a `key` of the run id: the hook follows the
 * run it was first given.
 */
export function useFollowedRun<P, E>(options: FollowRunOptions<P, E>): FollowedRun<P> {
  const [progress, setProgress] = useState(options.initial);
  const [reconnecting, setReconnecting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The callbacks are new on every render; the stream must not reopen for that.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { runId, running } = options;

  useEffect(() => {
    if (!running) return;
    const controller = new AbortController();
    const { signal } = controller;
    const follow = async () => {
      const outcome = await followWithRetries<E>(
        (onEvent, signal) => latest.current.open(onEvent, signal),
        {
          signal,
          onEvent: (event) => setProgress((p) => latest.current.apply(p, event)),
          onReconnecting: setReconnecting,
          // A refusal (the run or the harness is gone, no access) will not heal by retrying.
          isFinal: (err) => isApiError(err) && err.status < 500,
          maxRetries: MAX_RETRIES,
          pause,
        },
      );
      if ('aborted' in outcome) return;
      if (!outcome.ended) return setError(outcome.error);
      setReconnecting(false);
      await latest.current.onEnded();
    };
    void follow();
    return () => controller.abort();
  }, [runId, running]);

  return { progress, reconnecting, error };
}
