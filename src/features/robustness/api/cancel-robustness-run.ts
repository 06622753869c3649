import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { RobustnessRun } from '../types';
import { robustnessRunsKey, runsPath } from './paths';

export interface CancelRobustnessInput {
  harnessId: string;
  runId: string;
}

/** Ends the run `cancelled`, keeping what it finished; 409 when it has already ended. */
export function cancelRobustnessRun({
  harnessId,
  runId,
}: CancelRobustnessInput): Promise<RobustnessRun> {
  return apiFetch(`${runsPath(harnessId, runId)}/cancel`, { method: 'POST' });
}

export function useCancelRobustnessRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelRobustnessRun,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: robustnessRunsKey(harnessId) }),
  });
}
