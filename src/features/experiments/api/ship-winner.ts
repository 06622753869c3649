import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { experimentQueryOptions } from './get-experiment';

export interface ShipWinnerInput {
  harnessId: string;
  label: string;
  /** The winning version: the label points at it alone, and the split ends. */
  version: number;
  reason: string;
}

/** Ends the experiment by moving the label to the winner (`PUT .../labels/{label}`). */
export function shipWinner({ harnessId, label, version, reason }: ShipWinnerInput) {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/labels/${encodeURIComponent(label)}`,
    jsonBody('PUT', { version, split: null, reason }),
  );
}

export function useShipWinner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: shipWinner,
    onSuccess: (_r, { harnessId, label }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: experimentQueryOptions(harnessId, label).queryKey }),
        client.invalidateQueries({ queryKey: ['harnesses', harnessId] }),
      ]),
  });
}
