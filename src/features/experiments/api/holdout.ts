import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError, jsonBody } from '../../../lib/api-client';
import type { Holdout, HoldoutRequest } from '../../../harness/holdout';

const holdoutPath = (harnessId: string, label: string) =>
  `/harnesses/${encodeURIComponent(harnessId)}/labels/${encodeURIComponent(label)}/holdout`;

/** The label's holdout, running or the last one ended; null when it never had one. */
async function getHoldout(harnessId: string, label: string): Promise<Holdout | null> {
  try {
    return await apiFetch<Holdout>(holdoutPath(harnessId, label));
  } catch (err) {
    if (isApiError(err, 404)) return null;
    throw err;
  }
}

const holdoutQueryOptions = (harnessId: string, label: string) =>
  queryOptions({
    queryKey: ['holdout', harnessId, label],
    queryFn: () => getHoldout(harnessId, label),
  });

export function useHoldout(harnessId: string, label: string) {
  return useQuery(holdoutQueryOptions(harnessId, label));
}

interface Target {
  harnessId: string;
  label: string;
}

/** Starts (`PUT`) or ends (`DELETE`) the label's holdout, then reads it again. */
export function useHoldoutChange() {
  const client = useQueryClient();
  const done = (_r: unknown, { harnessId, label }: Target) =>
    Promise.all([
      client.invalidateQueries({ queryKey: holdoutQueryOptions(harnessId, label).queryKey }),
      client.invalidateQueries({ queryKey: ['harnesses', harnessId] }),
    ]);
  const start = useMutation({
    mutationFn: ({ harnessId, label, body }: Target & { body: HoldoutRequest }) =>
      apiFetch<Holdout>(holdoutPath(harnessId, label), jsonBody('PUT', body)),
    onSuccess: done,
  });
  const end = useMutation({
    mutationFn: ({ harnessId, label }: Target) =>
      apiFetch<Holdout>(holdoutPath(harnessId, label), { method: 'DELETE' }),
    onSuccess: done,
  });
  return { start, end };
}
