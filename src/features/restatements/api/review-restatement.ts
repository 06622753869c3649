import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { Restatement, RestatementReview } from '../types';
import { restatementsKey, restatementsPath } from './paths';

export function reviewRestatement({
  harnessId,
  id,
  review,
}: {
  harnessId: string;
  id: string;
  review: RestatementReview;
}): Promise<Restatement> {
  return apiFetch(restatementsPath(harnessId, id), jsonBody('PUT', review));
}

export function useReviewRestatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewRestatement,
    // Lists by status change with every review: refresh them all.
    onSuccess: (_r, { harnessId }) =>
      client.invalidateQueries({ queryKey: restatementsKey(harnessId) }),
  });
}
