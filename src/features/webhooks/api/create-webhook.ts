import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { createdWebhookSchema, type createWebhookBody } from '../../../harness/release';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { webhooksKey, webhooksPath } from './paths';

export type CreateWebhookInput = z.input<typeof createWebhookBody> & { harnessId: string };

/** Adds a webhook; the answer holds its signing secret, which no later answer does. */
export async function createWebhook({ harnessId, ...body }: CreateWebhookInput) {
  return createdWebhookSchema.parse(
    await apiFetch(webhooksPath(harnessId), jsonBody('POST', body)),
  );
}

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: webhooksKey(harnessId) }),
  });
}
