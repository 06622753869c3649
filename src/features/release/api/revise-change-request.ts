import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviseChangeRequestBody } from '../../../harness/release';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { afterRequestChange } from './invalidate';
import { requestsPath } from './paths';

export type ReviseInput = z.input<typeof reviseChangeRequestBody> & {
  harnessId: string;
  n: number;
};

/** Edits the title or description, or freezes a new revision (reviews may reset). */
export function reviseChangeRequest({ harnessId, n, ...body }: ReviseInput): Promise<unknown> {
  return apiFetch(requestsPath(harnessId, n), jsonBody('PATCH', body));
}

export function useReviseChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviseChangeRequest,
    onSuccess: (_r, { harnessId }) => afterRequestChange(client, harnessId),
  });
}
