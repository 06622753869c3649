import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { RobustnessRun, StartRobustnessInput } from '../types';
import { robustnessRunsKey, runsPath } from './paths';

/** 202 with the run, already `running`; its progress comes from the events stream. */
export function startRobustnessRun({
  harnessId,
  body,
}: StartRobustnessInput): Promise<RobustnessRun> {
  return apiFetch(runsPath(harnessId), jsonBody('POST', body));
}

export function useStartRobustnessRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startRobustnessRun,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: robustnessRunsKey(harnessId) }),
  });
}
