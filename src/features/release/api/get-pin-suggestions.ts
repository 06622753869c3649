import { useQuery } from '@tanstack/react-query';
import {
  pinSuggestionsSchema,
  type PinSuggestions,
} from '../../../harness/release/suggested-rooms';
import { apiFetch } from '../../../lib/api-client';
import { requestKey, requestsPath } from './paths';

/** The live rooms the proposal's promotion changes suggest (the server runs the core's rule). */
export async function getPinSuggestions(harnessId: string, n: number): Promise<PinSuggestions> {
  return pinSuggestionsSchema.parse(
    await apiFetch(`${requestsPath(harnessId, n)}/pins/suggestions`),
  );
}

/** Keyed by revision: a revised proposal touches other times. Failing, the form keeps the samples. */
export function usePinSuggestions(harnessId: string, n: number, revision: number) {
  return useQuery({
    queryKey: [...requestKey(harnessId, n), 'pin-suggestions', revision] as const,
    queryFn: () => getPinSuggestions(harnessId, n),
    retry: false,
    staleTime: Infinity,
  });
}
