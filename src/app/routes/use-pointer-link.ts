import { useCallback } from 'react';
import { useDraft } from '../../features/editor/api/get-draft';
import { locate } from '../../features/editor/model/entity-location';
import { entityHref } from '../../features/editor/model/entity-routes';

/** The editor URL (focused on the field) of a pointer into the harness's draft document. */
export function usePointerLink(harnessId: string): (pointer: string) => string | undefined {
  const draft = useDraft(harnessId);
  return useCallback(
    (pointer) => {
      if (!draft.data) return undefined;
      const at = locate(draft.data.entities, pointer);
      return entityHref(harnessId, at.kind, at.key, at.rel || '/');
    },
    [draft.data, harnessId],
  );
}
