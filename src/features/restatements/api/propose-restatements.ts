import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { RestatementProposal, RestatementRequest } from '../types';
import { restatementsKey, restatementsPath } from './paths';

/** Waits for the model: every text not yet restated by that endpoint is asked for now. */
export function proposeRestatements({
  harnessId,
  body,
}: {
  harnessId: string;
  body: RestatementRequest;
}): Promise<RestatementProposal> {
  return apiFetch(restatementsPath(harnessId), jsonBody('POST', body));
}

export function useProposeRestatements() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposeRestatements,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: restatementsKey(harnessId) }),
  });
}
