import { useQueryClient } from '@tanstack/react-query';
import { useFollowedRun, type FollowedRun } from '../../../lib/followed-run/use-followed-run';
import { followTestRun } from '../api/follow-test-run';
import { testRunsQueryKey } from '../api/get-test-runs';
import { applyRunEvent, initialProgress, type RunProgress } from '../model/run-events';
import type { TestRun } from '../types';

/**
 * Follows a running suite run until `done`; when it ends, every cached read of the harness's
 * runs is refreshed. Give the component a `key` of the run id.
 */
export function useRunProgress(harnessId: string, initial: TestRun): FollowedRun<RunProgress> {
  const client = useQueryClient();
  return useFollowedRun({
    runId: initial.id,
    running: initial.status === 'running',
    initial: () => initialProgress(initial),
    open: (onEvent, signal) => followTestRun(harnessId, initial.id, onEvent, signal),
    apply: applyRunEvent,
    onEnded: () => client.invalidateQueries({ queryKey: testRunsQueryKey(harnessId) }),
  });
}
