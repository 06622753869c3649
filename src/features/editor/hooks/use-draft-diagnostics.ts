import { useMemo } from 'react';
import { validateHarness } from '../../../harness';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDraft } from '../api/get-draft';
import { documentOf, entitiesWithEdits } from '../model/draft-document';
import { locateAll, type LocatedDiagnostic } from '../model/entity-location';
import { useHarnessBuffers } from '../store/editor-store';
import type { DraftEntity } from '../types';

export interface DraftCheck {
  /** Saved entities with the unsaved edits in place. */
  entities: DraftEntity[];
  diagnostics: LocatedDiagnostic[];
}

/**
 * The core's validation of the draft as the person sees it (unsaved edits included),
 * re-run 150 ms after typing stops: in the browser, no request.
 */
export function useDraftDiagnostics(harnessId: string): DraftCheck | undefined {
  const draft = useDraft(harnessId);
  const buffers = useDebouncedValue(useHarnessBuffers(harnessId), 150);
  return useMemo(() => {
    if (!draft.data) return undefined;
    const entities = entitiesWithEdits(draft.data.entities, buffers);
    const { diagnostics } = validateHarness(documentOf(entities));
    return { entities, diagnostics: locateAll(entities, diagnostics) };
  }, [draft.data, buffers]);
}
