import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { canonicalJson, entityKey, isCollectionKind, type EntityKind } from '../../../harness';
import { draftEntitySchema } from '../../../harness/records';
import { isApiError } from '../../../lib/api-client';
import { draftQueryKey, useDraft } from '../api/get-draft';
import { replaceCachedEntity, usePutDraftEntity } from '../api/put-draft-entity';
import { useDeleteDraftEntity } from '../api/delete-draft-entity';
import { bufferKey } from '../model/draft-document';
import type { LocatedDiagnostic } from '../model/entity-location';
import { useEditorStore, useHarnessBuffers } from '../store/editor-store';
import type { Conflict, Draft, DraftEntity } from '../types';
import { useDraftDiagnostics } from './use-draft-diagnostics';

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

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const NO_TEXTS: Record<string, string> = {};

/** One entity's edit buffer, checks, save with If-Match and conflict handling. */
export function useEntityEditor<T>(
  harnessId: string,
  kind: EntityKind,
  key: string,
): EntityEditor<T> {
  const draft = useDraft(harnessId);
  const check = useDraftDiagnostics(harnessId);
  const buffer = useHarnessBuffers(harnessId)[bufferKey(kind, key)];
  const setBuffer = useEditorStore((s) => s.setBuffer);
  const dropBuffer = useEditorStore((s) => s.dropBuffer);
  const put = usePutDraftEntity();
  const remove = useDeleteDraftEntity();
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const client = useQueryClient();

  const entity = draft.data?.entities.find((e) => e.kind === kind && e.key === key);
  const value = (buffer ? buffer.value : entity?.value) as T | undefined;
  const texts = buffer?.texts ?? NO_TEXTS;
  const dirty =
    !!buffer && (!entity || !same(buffer.value, entity.value) || Object.keys(texts).length > 0);

  const setValue = useCallback(
    (next: T, nextTexts?: Record<string, string | undefined>) => {
      const kept: Record<string, string> = { ...buffer?.texts };
      for (const [pointer, text] of Object.entries(nextTexts ?? {})) {
        if (text === undefined) delete kept[pointer];
        else kept[pointer] = text;
      }
      const noTexts = Object.keys(kept).length === 0;
      if (
        entity &&
        noTexts &&
        same(next, entity.value) &&
        (!buffer || buffer.baseRevision === entity.revision)
      ) {
        dropBuffer(harnessId, kind, key);
        return;
      }
      setBuffer(harnessId, {
        kind,
        key,
        value: next,
        baseRevision: buffer ? buffer.baseRevision : (entity?.revision ?? null),
        ...(noTexts ? {} : { texts: kept }),
        updatedAt: Date.now(),
      });
    },
    [buffer, entity, harnessId, kind, key, setBuffer, dropBuffer],
  );

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
      dropBuffer(harnessId, kind, key);
      return newKey;
    },
    [harnessId, kind, key, put, remove, dropBuffer, client],
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
    dropBuffer(harnessId, kind, key);
    void client.invalidateQueries({ queryKey: draftQueryKey(harnessId) });
  }, [dropBuffer, harnessId, kind, key, client]);

  const removeEntity = useCallback(async () => {
    if (!entity) return false;
    try {
      await remove.mutateAsync({ harnessId, kind, key, revision: entity.revision });
    } catch {
      return false;
    }
    dropBuffer(harnessId, kind, key);
    return true;
  }, [entity, remove, harnessId, kind, key, dropBuffer]);

  const diagnostics = useMemo(
    () => check?.diagnostics.filter((d) => d.kind === kind && d.key === key) ?? [],
    [check, kind, key],
  );

  const status = draft.isPending
    ? 'loading'
    : draft.isError
      ? 'error'
      : !entity && !buffer
        ? 'missing'
        : 'ready';

  return {
    status,
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
