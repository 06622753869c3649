import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api-client';
import type { Session } from '../types';

export const sessionQueryKey = ['session'] as const;

/** `null` when nobody is signed in (401), so callers can redirect instead of erroring. */
export async function getSession(): Promise<Session | null> {
  try {
    return await apiFetch<Session>('/session');
  } catch (e) {
    if (isApiError(e, 401)) return null;
    throw e;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000 });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
