import { useCallback } from 'react';
import type { CollectionKind } from '../../../harness';
import { DEFAULT_TIME_ZONE } from '../../../harness/schema/settings';
import { useDraftDiagnostics } from './use-draft-diagnostics';
import { entityHref } from '../model/entity-routes';
import { entityTemplate, freshKey } from '../model/entity-templates';
import { useEditorStore } from '../store/editor-store';

/**
 * Starts a new entity as an unsaved local edit (created on the server with its first save,
 * If-None-Match: *); resolves to the URL of its editor.
 */
export function useCreateEntity(harnessId: string) {
  const check = useDraftDiagnostics(harnessId);
  const setBuffer = useEditorStore((s) => s.setBuffer);
  return useCallback(
    (kind: CollectionKind): string => {
      const entities = check?.entities ?? [];
      const taken = new Set(entities.filter((e) => e.kind === kind).map((e) => e.key));
      const meta = entities.find((e) => e.kind === 'meta')?.value as
        { settings?: { timeZone?: string } } | undefined;
      const key = freshKey(kind, taken);
      setBuffer(harnessId, {
        kind,
        key,
        value: entityTemplate(kind, key, meta?.settings?.timeZone ?? DEFAULT_TIME_ZONE),
        baseRevision: null,
        updatedAt: Date.now(),
      });
      return entityHref(harnessId, kind, key);
    },
    [check, harnessId, setBuffer],
  );
}
