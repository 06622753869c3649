import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { LabelMove } from '../types';

export const labelMovesQueryKey = (harnessId: string, label: string) =>
  ['harnesses', harnessId, 'labels', label, 'moves'] as const;

export function getLabelMoves(
  harnessId: string,
  label: string,
): Promise<{ items: LabelMove[]; nextCursor: string | null }> {
  return apiFetch(
    `/harnesses/${encodeURIComponent(harnessId)}/labels/${encodeURIComponent(label)}/moves?limit=50`,
  );
}

export const labelMovesQueryOptions = (harnessId: string, label: string) =>
  queryOptions({
    queryKey: labelMovesQueryKey(harnessId, label),
    queryFn: () => getLabelMoves(harnessId, label),
  });

export function useLabelMoves(harnessId: string, label: string) {
  return useQuery(labelMovesQueryOptions(harnessId, label));
}
