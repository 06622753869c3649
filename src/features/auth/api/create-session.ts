import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { Session } from '../types';
import { sessionQueryKey } from './get-session';

export function createSession(token: string): Promise<Session> {
  return apiFetch<Session>('/session', jsonBody('POST', { token }));
}

export function useCreateSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: (session) => {
      // Another person's cached harnesses must not show to the new one.
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      client.setQueryData(sessionQueryKey, session);
    },
  });
}
