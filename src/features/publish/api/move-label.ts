import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { Label, LabelMove, MoveLabelInput } from '../types';
import { labelsQueryKey } from './get-labels';

/** Publishes (or rolls back): moves a label to a version, optionally splitting traffic. */
export function moveLabel({
  harnessId,
  label,
  ...body
}: MoveLabelInput): Promise<{ label: Label; move: LabelMove }> {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/labels/${encodeURIComponent(label)}`,
    jsonBody('PUT', body),
  );
}

export function useMoveLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveLabel,
    onSuccess: (_r, { harnessId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: labelsQueryKey(harnessId) }),
        client.invalidateQueries({ queryKey: ['harnesses', harnessId, 'diff'] }),
        client.invalidateQueries({ queryKey: ['audit'] }),
        // Production's run is part of every version's gate comparison.
        client.invalidateQueries({ queryKey: ['harnesses', harnessId, 'publish-gate'] }),
      ]),
    // A refusal (409 gate.*) means the gate shown was out of date: look again.
    onError: (_e, { harnessId }) =>
      client.invalidateQueries({ queryKey: ['harnesses', harnessId, 'publish-gate'] }),
  });
}
