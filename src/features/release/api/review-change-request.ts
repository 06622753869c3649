import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reviewBody } from '../../../harness/release';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { afterRequestChange } from './invalidate';
import { requestsPath } from './paths';

export type ReviewInput = z.input<typeof reviewBody> & { harnessId: string; n: number };

/** Approve, request changes or comment (a comment may point at an entity and field). */
export function reviewChangeRequest({ harnessId, n, ...body }: ReviewInput): Promise<unknown> {
  return apiFetch(`${requestsPath(harnessId, n)}/reviews`, jsonBody('POST', body));
}

export function useReviewChangeRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewChangeRequest,
    onSuccess: (_r, { harnessId }) => afterRequestChange(client, harnessId),
  });
}
