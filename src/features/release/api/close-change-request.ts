import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { afterRequestChange } from './invalidate';
import { requestsPath } from './paths';

export interface CloseInput {
  harnessId: string;
  n: number;
}

/** Closes a request without publishing it. */
export function closeChangeRequest({ harnessId, n }: CloseInput): Promise<unknown> {
  return apiFetch(`${requestsPath(harnessId, n)}/close`, jsonBody('POST', {}));
}

export function useCloseChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeChangeRequest,
    onSuccess: (_r, { harnessId }) => afterRequestChange(client, harnessId),
  });
}
