import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { webhookSchema } from '../../../harness/release';
import { apiFetch } from '../../../lib/api-client';
import { webhooksKey, webhooksPath } from './paths';

const webhookList = z.array(webhookSchema);

/** A harness's webhooks (never their secrets: those are shown once, when created). */
export async function getWebhooks(harnessId: string) {
  return webhookList.parse(await apiFetch(webhooksPath(harnessId)));
}

export const webhooksQueryOptions = (harnessId: string) =>
  queryOptions({
    queryKey: [...webhooksKey(harnessId), 'list'],
    queryFn: () => getWebhooks(harnessId),
  });

export function useWebhooks(harnessId: string) {
  return useQuery(webhooksQueryOptions(harnessId));
}
