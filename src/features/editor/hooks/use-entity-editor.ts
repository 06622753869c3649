import { useCallback, useMemo } from 'react';
import type { EntityKind } from '../../../harness';
import { isApiError } from '../../../lib/api-client';
import { draftQueryKey, useDraft } from '../api/get-draft';
import type { LocatedDiagnostic } from '../model/entity-location';
import type { Conflict, DraftEntity } from '../types';
import { useDraftDiagnostics } from './use-draft-diagnostics';
import { useEntityBuffer } from './use-entity-buffer';
import { useEntityWrite } from './use-entity-write';

export interface EntityEditor<T> {
  status: 'loading' | 'error' | 'missing' | 'ready';
  error: unknown;
  entity: DraftEntity | undefined;
  value: T | undefined;
  dirty: boolean;
  /** This entity's diagnostics (pointers relative to the value). */
  diagnostics: LocatedDiagnostic[];
  /** Raw text of code fields as typed, by pointer. */
  texts: Record<string, string>;
  /** `texts`: code fields whose text is not simply the value formatted (or does not parse). */
  setValue: (value: T, texts?: Record<string, string | undefined>) => void;
  /** Resolves to the key saved under (it changes when an id is renamed); undefined on failure. */
  save: () => Promise<string | undefined>;
  saving: boolean;
  saveError: unknown;
  /** The value the refused save sent: its problems stand while their fields keep it. */
  refused: unknown;
  conflict: Conflict | null;
  /** Saves `value` over the server's copy named in the conflict. */
  resolveWith: (value: unknown) => Promise<string | undefined>;
  /** Drops the local edit (a new, never-saved entity disappears). */
  discard: () => void;
  /** Deletes the saved entity from the draft (If-Match its revision). */
  remove: () => Promise<boolean>;
  removeError: unknown;
}

/** One entity's edit buffer, checks, save with If-Match and conflict handling. */
export function useEntityEditor<T>(
  harnessId: string,
  kind: EntityKind,
  key: string,
): EntityEditor<T> {
  const draft = useDraft(harnessId);
  const check = useDraftDiagnostics(harnessId);
  const entity = draft.data?.entities.find((e) => e.kind === kind && e.key === key);
  const { buffer, value, texts, dirty, setValue, drop } = useEntityBuffer<T>(
    harnessId,
    kind,
    key,
    entity,
  );
  const { put, remove, conflict, setConflict, write, client } = useEntityWrite(
    harnessId,
    kind,
    key,
    drop,
  );

  const save = useCallback(async () => {
    if (!buffer) return key;
    return write(buffer.value, buffer.baseRevision);
  }, [buffer, key, write]);

  const resolveWith = useCallback(
    (next: unknown) => write(next, conflict?.theirs?.revision ?? null),
    [write, conflict],
  );

  const discard = useCallback(() => {
    setConflict(null);
    drop();
    void client.invalidateQueries({ queryKey: draftQueryKey(harnessId) });
  }, [setConflict, drop, harnessId, client]);

  const removeEntity = useCallback(async () => {
    if (!entity) return false;
    try {
      await remove.mutateAsync({ harnessId, kind, key, revision: entity.revision });
    } catch {
      return false;
    }
    drop();
    return true;
  }, [entity, remove, harnessId, kind, key, drop]);

  const diagnostics = useMemo(
    () => check?.diagnostics.filter((d) => d.kind === kind && d.key === key) ?? [],
    [check, kind, key],
  );

  return {
    status: editorStatus(draft, !!entity || !!buffer),
    error: draft.error,
    entity,
    value,
    dirty,
    diagnostics,
    texts,
    setValue,
    save,
    saving: put.isPending || remove.isPending,
    saveError: put.error && !isApiError(put.error, 412) ? put.error : null,
    refused: put.error ? put.variables?.value : undefined,
    conflict,
    resolveWith,
    discard,
    remove: removeEntity,
    removeError: remove.error,
  };
}

function editorStatus(
  draft: { isPending: boolean; isError: boolean },
  exists: boolean,
): EntityEditor<unknown>['status'] {
  if (draft.isPending) return 'loading';
  if (draft.isError) return 'error';
  return exists ? 'ready' : 'missing';
}
