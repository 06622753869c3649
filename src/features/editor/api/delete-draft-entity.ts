import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { EntityKind } from '../../../harness';
import type { Draft } from '../types';
import { draftQueryKey } from './get-draft';
import { entityPath, ifMatch } from './put-draft-entity';

export interface DeleteEntityInput {
  harnessId: string;
  kind: EntityKind;
  key: string;
  revision: number;
}

export async function deleteDraftEntity(input: DeleteEntityInput): Promise<void> {
  await apiRequest<void>(entityPath(input.harnessId, input.kind, input.key), {
    method: 'DELETE',
    headers: ifMatch(input.revision),
  });
}

export function useDeleteDraftEntity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDraftEntity,
    onSuccess: (_r, input) => {
      client.setQueryData<Draft>(draftQueryKey(input.harnessId), (d) =>
        d
          ? {
              ...d,
              entities: d.entities.filter((e) => !(e.kind === input.kind && e.key === input.key)),
            }
          : d,
      );
      return client.invalidateQueries({ queryKey: draftQueryKey(input.harnessId) });
    },
  });
}
