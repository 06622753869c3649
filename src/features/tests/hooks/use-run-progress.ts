import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { followTestRun } from '../api/follow-test-run';
import { testRunsQueryKey } from '../api/get-test-runs';
import { followWithRetries } from '../model/follow-with-retries';
import {
  applyRunEvent,
  initialProgress,
  type RunProgress,
  type RunStreamEvent,
} from '../model/run-events';
import type { TestRun } from '../types';

// Consecutive dropped connections before giving up; an event on a reopened one resets it.
const MAX_RETRIES = 5;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export interface RunFollow {
  progress: RunProgress;
  /** The stream broke and is being reopened. */
  reconnecting: boolean;
  /** Following failed for good (the run is gone, or the stream kept failing). */
  error: unknown;
}

/**
 * Follows a running run's progress stream until `done`. A stream that breaks is reopened
 * (the server replays the stored cases first; the reducer keeps each once). When the run
 * ends, every cached read of the harness's runs is refreshed. Give the component a `key` of
 * the run id: the hook follows the run it was first given.
 */
export function useRunProgress(harnessId: string, initial: TestRun): RunFollow {
  const client = useQueryClient();
  const [progress, setProgress] = useState(() => initialProgress(initial));
  const [reconnecting, setReconnecting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { id: runId, status } = initial;

  useEffect(() => {
    if (status !== 'running') return;
    const controller = new AbortController();
    const { signal } = controller;
    const follow = async () => {
      const outcome = await followWithRetries<RunStreamEvent>(
        (onEvent, signal) => followTestRun(harnessId, runId, onEvent, signal),
        {
          signal,
          onEvent: (event) => setProgress((p) => applyRunEvent(p, event)),
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
      await client.invalidateQueries({ queryKey: testRunsQueryKey(harnessId) });
    };
    void follow();
    return () => controller.abort();
  }, [client, harnessId, runId, status]);

  return { progress, reconnecting, error };
}
