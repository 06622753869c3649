import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followLabelEvents } from '../api/follow-label-events';
import { afterRequestChange } from '../api/invalidate';

/** How long to wait before following again after the stream ended or failed. */
const RETRY_MS = 5_000;

/**
 * While a release screen is open, every label move (a schedule firing at 20:00, its end at
 * midnight, a publish elsewhere) reads the requests, schedules and labels again: the screen
 * shows what fired without a reload.
 */
export function useLabelMoves(harnessId: string): void {
  const client = useQueryClient();
  useEffect(() => {
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      followLabelEvents(harnessId, () => void afterRequestChange(client, harnessId), abort.signal)
        .catch(() => undefined)
        .finally(() => {
          if (!abort.signal.aborted) timer = setTimeout(follow, RETRY_MS);
        });
    };
    follow();
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [client, harnessId]);
}
