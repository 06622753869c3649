import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { webhookDeliverySchema } from '../../../harness/release';
import { pageSchema } from '../../../harness/records';
import { apiFetch } from '../../../lib/api-client';
import { deliveriesKey, webhooksPath } from './paths';

const deliveryPage = pageSchema(webhookDeliverySchema);

/** How many deliveries the log reads at a time; "Load more" reads the next as many. */
export const DELIVERIES_SHOWN = 50;

/** A page of a webhook's deliveries, newest first, each with its attempts and status codes. */
export async function getDeliveries(harnessId: string, wid: number, cursor?: string) {
  const query = new URLSearchParams({ limit: String(DELIVERIES_SHOWN) });
  if (cursor) query.set('cursor', cursor);
  return deliveryPage.parse(await apiFetch(`${webhooksPath(harnessId, wid)}/deliveries?${query}`));
}

export const deliveriesQueryOptions = (harnessId: string, wid: number) =>
  infiniteQueryOptions({
    queryKey: deliveriesKey(harnessId, wid),
    queryFn: ({ pageParam }) => getDeliveries(harnessId, wid, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // While something waits to be sent, the log follows it (the dispatcher looks every
    // second); otherwise it looks now and then for new events, and Refresh looks at once.
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.items.some((d) => d.state === 'pending'))
        ? 2_000
        : 15_000,
  });

export function useDeliveries(harnessId: string, wid: number) {
  return useInfiniteQuery(deliveriesQueryOptions(harnessId, wid));
}
