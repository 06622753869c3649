import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { changeRequestSchema, type openChangeRequestBody } from '../../../harness/release';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { afterRequestChange } from './invalidate';
import { requestsPath } from './paths';

export type OpenRequestInput = z.input<typeof openChangeRequestBody> & { harnessId: string };

/** Opens a request: the draft (or a version) frozen as what it proposes, aimed at a target. */
export async function openChangeRequest({ harnessId, ...body }: OpenRequestInput) {
  return changeRequestSchema.parse(await apiFetch(requestsPath(harnessId), jsonBody('POST', body)));
}

export function useOpenChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: openChangeRequest,
    onSuccess: (_r, { harnessId }) => afterRequestChange(client, harnessId),
  });
}
