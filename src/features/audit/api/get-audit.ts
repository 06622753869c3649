import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AuditEntry, AuditFilter } from '../types';

export function getAudit(
  filter: AuditFilter,
  cursor?: string,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const query = new URLSearchParams({ limit: '50' });
  for (const [k, v] of Object.entries(filter)) if (v) query.set(k, v);
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/audit?${query}`);
}

export const auditQueryOptions = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: ['audit', filter],
    queryFn: ({ pageParam }) => getAudit(filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery(auditQueryOptions(filter));
}
