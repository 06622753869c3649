import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { pinPreviewBody } from '../../../harness/release';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { afterRequestChange } from './invalidate';
import { requestsPath } from './paths';

export type PinInput = z.input<typeof pinPreviewBody> & { harnessId: string; n: number };

/** Pins a sample context's answers, before and after, to the request as evidence. */
export function pinPreview({ harnessId, n, ...body }: PinInput): Promise<unknown> {
  return apiFetch(`${requestsPath(harnessId, n)}/pins`, jsonBody('POST', body));
}

export function usePinPreview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pinPreview,
    onSuccess: (_r, { harnessId }) => afterRequestChange(client, harnessId),
  });
}
