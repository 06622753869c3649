import { useCallback } from 'react';
import { canonicalJson, type EntityKind } from '../../../harness';
import { bufferKey } from '../model/draft-document';
import { useEditorStore, useHarnessBuffers } from '../store/editor-store';
import type { DraftEntity } from '../types';

const same = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);
const NO_TEXTS: Record<string, string> = {};

/**
 * One entity's local edit over its saved copy: none while the value and its code fields'
 * texts say what is saved, so undoing a change by hand leaves nothing unsaved.
 */
export function useEntityBuffer<T>(
  harnessId: string,
  kind: EntityKind,
  key: string,
  entity: DraftEntity | undefined,
) {
  const buffer = useHarnessBuffers(harnessId)[bufferKey(kind, key)];
  const setBuffer = useEditorStore((s) => s.setBuffer);
  const dropBuffer = useEditorStore((s) => s.dropBuffer);

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

  const drop = useCallback(
    () => dropBuffer(harnessId, kind, key),
    [dropBuffer, harnessId, kind, key],
  );

  return { buffer, value, texts, dirty, setValue, drop };
}
