import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookDeliverySchema } from '../../../harness/release';
import { pageSchema } from '../../../harness/records';
import { apiFetch } from '../../../lib/api-client';
import { deliveriesKey, webhooksPath } from './paths';

const deliveryPage = pageSchema(webhookDeliverySchema);

/** How many of the newest deliveries the log shows. */
export const DELIVERIES_SHOWN = 50;

/** A webhook's newest deliveries, each with its attempts and status codes. */
export async function getDeliveries(harnessId: string, wid: number) {
  const path = `${webhooksPath(harnessId, wid)}/deliveries?limit=${DELIVERIES_SHOWN}`;
  return deliveryPage.parse(await apiFetch(path)).items;
}

export const deliveriesQueryOptions = (harnessId: string, wid: number) =>
  queryOptions({
    queryKey: deliveriesKey(harnessId, wid),
    queryFn: () => getDeliveries(harnessId, wid),
    // While something waits to be sent, the log follows it (the dispatcher looks every
    // second); otherwise it looks now and then for new events, and Refresh looks at once.
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.state === 'pending') ? 2_000 : 15_000,
  });

export function useDeliveries(harnessId: string, wid: number) {
  return useQuery(deliveriesQueryOptions(harnessId, wid));
}
