import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { followRobustnessRun } from '../api/follow-robustness-run';
import { robustnessRunsKey } from '../api/paths';
import { applyRobustnessEvent, initialProgress, type RobustnessProgress } from '../model/progress';
import type { RobustnessRun } from '../types';

// Consecutive dropped connections before giving up; an event on a reopened one resets it.
const MAX_RETRIES = 5;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export interface RobustnessFollow {
  progress: RobustnessProgress;
  reconnecting: boolean;
  /** Following failed for good (the run is gone, or the stream kept failing). */
  error: unknown;
}

/**
 * Follows a running run's stream until `done`, reopening it when it breaks (the server
 * replays finished units first; the reducer counts each once). When the run ends, the
 * cached reads of the harness's robustness runs are refreshed. Key the component by run id.
 */
export function useRobustnessProgress(harnessId: string, run: RobustnessRun): RobustnessFollow {
  const client = useQueryClient();
  const [progress, setProgress] = useState(() => initialProgress(run));
  const [reconnecting, setReconnecting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { id: runId, status } = run;

  useEffect(() => {
    if (status !== 'running') return;
    const controller = new AbortController();
    const { signal } = controller;
    const follow = async () => {
      let failures = 0;
      while (!signal.aborted) {
        let lastError: unknown = new Error('The progress stream ended before the run did.');
        try {
          const { ended } = await followRobustnessRun(
            harnessId,
            runId,
            (event) => {
              failures = 0;
              setReconnecting(false);
              setProgress((p) => applyRobustnessEvent(p, event));
            },
            signal,
          );
          if (ended) break;
        } catch (err) {
          if (signal.aborted) return;
          // A refusal (the run or the harness is gone, no access) will not heal by retrying.
          if (isApiError(err) && err.status < 500) return setError(err);
          lastError = err;
        }
        if (signal.aborted) return;
        if (failures >= MAX_RETRIES) return setError(lastError);
        setReconnecting(true);
        await pause(500 * 2 ** failures++, signal);
      }
      if (signal.aborted) return;
      setReconnecting(false);
      await client.invalidateQueries({ queryKey: robustnessRunsKey(harnessId) });
    };
    void follow();
    return () => controller.abort();
  }, [client, harnessId, runId, status]);

  return { progress, reconnecting, error };
}
