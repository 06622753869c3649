import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { webhookSchema, type updateWebhookBody } from '../../../harness/release';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import { webhooksKey, webhooksPath } from './paths';

export type UpdateWebhookInput = z.input<typeof updateWebhookBody> & {
  harnessId: string;
  wid: number;
};

/** Changes what is sent of a webhook (only that: the server keeps the rest). */
export async function updateWebhook({ harnessId, wid, ...body }: UpdateWebhookInput) {
  return webhookSchema.parse(await apiFetch(webhooksPath(harnessId, wid), jsonBody('PATCH', body)));
}

export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: webhooksKey(harnessId) }),
  });
}
