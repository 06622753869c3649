import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookSchema } from '../../../harness/release';
import { apiFetch } from '../../../lib/api-client';
import { webhooksKey, webhooksPath } from './paths';

export interface DeleteWebhookInput {
  harnessId: string;
  wid: number;
}

/** Removes a webhook and its delivery log. */
export async function deleteWebhook({ harnessId, wid }: DeleteWebhookInput) {
  return webhookSchema.parse(await apiFetch(webhooksPath(harnessId, wid), { method: 'DELETE' }));
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: webhooksKey(harnessId) }),
  });
}
