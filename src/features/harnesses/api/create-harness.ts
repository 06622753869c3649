import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, jsonBody } from '../../../lib/api-client';
import type { Harness } from '../types';

export interface CreateHarnessInput {
  id?: string;
  document: unknown;
}

export function createHarness(input: CreateHarnessInput): Promise<Harness> {
  return apiFetch<Harness>('/harnesses', jsonBody('POST', input));
}

export function useCreateHarness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createHarness,
    onSuccess: () => client.invalidateQueries({ queryKey: ['harnesses'] }),
  });
}
