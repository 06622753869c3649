import { useQueryClient } from '@tanstack/react-query';
import { useFollowedRun, type FollowedRun } from '../../../lib/followed-run/use-followed-run';
import { followRobustnessRun } from '../api/follow-robustness-run';
import { robustnessRunsKey } from '../api/paths';
import { applyRobustnessEvent, initialProgress, type RobustnessProgress } from '../model/progress';
import type { RobustnessRun } from '../types';

/**
 * Follows a running run until `done`; when it ends, the cached reads of the harness's
 * robustness runs are refreshed. Key the component by run id.
 */
export function useRobustnessProgress(
  harnessId: string,
  run: RobustnessRun,
): FollowedRun<RobustnessProgress> {
  const client = useQueryClient();
  return useFollowedRun({
    runId: run.id,
    running: run.status === 'running',
    initial: () => initialProgress(run),
    open: (onEvent, signal) => followRobustnessRun(harnessId, run.id, onEvent, signal),
    apply: applyRobustnessEvent,
    onEnded: () => client.invalidateQueries({ queryKey: robustnessRunsKey(harnessId) }),
  });
}
