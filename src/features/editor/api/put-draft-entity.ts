import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, jsonBody } from '../../../lib/api-client';
import type { EntityKind } from '../../../harness';
import type { Draft, DraftEntity } from '../types';
import { draftQueryKey } from './get-draft';

export interface PutEntityInput {
  harnessId: string;
  kind: EntityKind;
  key: string;
  value: unknown;
  /** The revision the edit started from; absent creates the entity (If-None-Match: *). */
  revision?: number;
}

export function entityPath(harnessId: string, kind: string, key: string): string {
  return `/harnesses/${encodeURIComponent(harnessId)}/draft/entities/${kind}/${encodeURIComponent(key)}`;
}

/** The precondition of a write over `revision`: its ETag is the revision in quotes. */
export const ifMatch = (revision: number) => ({ 'if-match': `"${revision}"` });

/** Saves one entity; a 412 (someone saved first) surfaces as an ApiError with `current`. */
export async function putDraftEntity(input: PutEntityInput): Promise<DraftEntity> {
  const headers: Record<string, string> =
    input.revision === undefined ? { 'if-none-match': '*' } : ifMatch(input.revision);
  const res = await apiRequest<DraftEntity>(
    entityPath(input.harnessId, input.kind, input.key),
    jsonBody('PUT', input.value, headers),
  );
  return res.data;
}

/** Puts the saved entity into the cached draft at once, then refetches the whole draft. */
export function replaceCachedEntity(draft: Draft | undefined, saved: DraftEntity, oldKey?: string) {
  if (!draft) return draft;
  const at = draft.entities.findIndex(
    (e) => e.kind === saved.kind && e.key === (oldKey ?? saved.key),
  );
  const entities = [...draft.entities];
  if (at >= 0) entities[at] = saved;
  else entities.push(saved);
  return { ...draft, entities };
}

export function usePutDraftEntity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: putDraftEntity,
    onSuccess: (saved, input) => {
      client.setQueryData<Draft>(draftQueryKey(input.harnessId), (d) =>
        replaceCachedEntity(d, saved),
      );
      return client.invalidateQueries({ queryKey: draftQueryKey(input.harnessId) });
    },
  });
}
