import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

export function deleteSession(): Promise<void> {
  return apiFetch<void>('/session', { method: 'DELETE' });
}

export function useDeleteSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSettled: () => {
      client.clear();
      client.setQueryData(sessionQueryKey, null);
    },
  });
}
