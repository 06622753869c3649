import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Harness, Page } from '../types';

/** The newest hundred archived harnesses: archiving is rare, so one page is the list. */
export function getArchivedHarnesses(): Promise<Page<Harness>> {
  return apiFetch<Page<Harness>>('/harnesses?archived=true&limit=100');
}

// Its own key: under ['harnesses', ...] it would share a harness named "archived"'s key.
export const archivedHarnessesQueryOptions = () =>
  queryOptions({ queryKey: ['archived-harnesses'], queryFn: getArchivedHarnesses });

export function useArchivedHarnesses() {
  return useQuery(archivedHarnessesQueryOptions());
}

export function unarchiveHarness(id: string): Promise<Harness> {
  return apiFetch<Harness>(`/harnesses/${encodeURIComponent(id)}/unarchive`, { method: 'POST' });
}

/** Brings a harness back: it leaves the archived list and is on the home page's list again. */
export function useUnarchiveHarness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unarchiveHarness,
    onSuccess: (harness) => {
      client.setQueryData(['harnesses', harness.id], harness);
      return Promise.all(
        [['archived-harnesses'], ['harness-summaries'], ['harnesses']].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
