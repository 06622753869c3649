import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { afterRequestChange } from './invalidate';
import { requestsPath } from './paths';

export interface PublishInput {
  harnessId: string;
  n: number;
}

/** Publishes an approved request now: the label moves through the same gate as ever. */
export function publishChangeRequest({ harnessId, n }: PublishInput): Promise<unknown> {
  return apiFetch(`${requestsPath(harnessId, n)}/publish`, jsonBody('POST', {}));
}

export function usePublishChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishChangeRequest,
    // A refusal (a 409: the gate, the quorum) changes what the page should say: read it again.
    onSettled: (_r, _e, { harnessId }) => afterRequestChange(client, harnessId),
  });
}
