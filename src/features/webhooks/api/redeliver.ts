import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhookDeliverySchema } from '../../../harness/release';
import { apiFetch } from '../../../lib/api-client';
import { deliveriesKey, webhooksPath } from './paths';

export interface RedeliverInput {
  harnessId: string;
  wid: number;
  did: number;
}

/** Queues a delivery again, with the same webhook-id so the receiver can tell it is a repeat. */
export async function redeliver({ harnessId, wid, did }: RedeliverInput) {
  const path = `${webhooksPath(harnessId, wid)}/deliveries/${did}/redeliver`;
  return webhookDeliverySchema.parse(await apiFetch(path, { method: 'POST' }));
}

export function useRedeliver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeliver,
    onSuccess: (_r, { harnessId, wid }) =>
      client.invalidateQueries({ queryKey: deliveriesKey(harnessId, wid) }),
  });
}
