import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { entityKey, isCollectionKind, type EntityKind } from '../../../harness';
import { draftEntitySchema } from '../../../harness/records';
import { isApiError } from '../../../lib/api-client';
import { draftQueryKey } from '../api/get-draft';
import { replaceCachedEntity, usePutDraftEntity } from '../api/put-draft-entity';
import { useDeleteDraftEntity } from '../api/delete-draft-entity';
import type { Conflict, Draft } from '../types';

/**
 * Writes one entity with If-Match its revision. A 412 keeps the edit as a conflict and
 * shows the server's copy at once; a success drops the local buffer (`onSaved`).
 */
export function useEntityWrite(
  harnessId: string,
  kind: EntityKind,
  key: string,
  onSaved: () => void,
) {
  const put = usePutDraftEntity();
  const remove = useDeleteDraftEntity();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const client = useQueryClient();

  const write = useCallback(
    async (next: unknown, revision: number | null): Promise<string | undefined> => {
      const newKey = isCollectionKind(kind) ? entityKey(kind, next) : key;
      try {
        if (newKey === key) {
          await put.mutateAsync({
            harnessId,
            kind,
            key,
            value: next,
            revision: revision ?? undefined,
          });
        } else {
          // A renamed id is a new entity; the old one goes once the new one is safe.
          await put.mutateAsync({ harnessId, kind, key: newKey, value: next });
          if (revision !== null) await remove.mutateAsync({ harnessId, kind, key, revision });
        }
      } catch (e) {
        if (isApiError(e, 412)) {
          // `current` is null when it was deleted meanwhile.
          const current = draftEntitySchema.safeParse(e.problem.current);
          const theirs = current.success ? current.data : null;
          setConflict({ theirs, mine: next });
          if (theirs) {
            client.setQueryData<Draft>(draftQueryKey(harnessId), (d) =>
              replaceCachedEntity(d, theirs),
            );
          }
        }
        return undefined;
      }
      setConflict(null);
      onSaved();
      return newKey;
    },
    [harnessId, kind, key, put, remove, onSaved, client],
  );

  return { put, remove, conflict, setConflict, write, client };
}
