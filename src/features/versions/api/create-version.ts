import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { Version } from '../../../harness/records';
import { versionsQueryKey } from './get-versions';

export interface CreateVersionInput {
  harnessId: string;
  message: string;
}

/** 422 with the draft's errors when it is invalid (ApiError.problem.errors). */
export function createVersion({ harnessId, message }: CreateVersionInput): Promise<Version> {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/versions`,
    jsonBody('POST', { message }),
  );
}

export function useCreateVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVersion,
    onSuccess: (_v, { harnessId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: versionsQueryKey(harnessId) }),
        client.invalidateQueries({ queryKey: ['harnesses', harnessId], exact: true }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}
