import { useMemo } from 'react';
import { validateHarness } from '../../../harness';
import { diagnosticMessage } from '../../../lib/diagnostic-message';
import { useLanguage, type Language } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDraft } from '../api/get-draft';
import { documentOf, entitiesWithEdits } from '../model/draft-document';
import { locateAll, type LocatedDiagnostic } from '../model/entity-location';
import { useHarnessBuffers } from '../store/editor-store';
import type { LocalBuffer } from '../../../lib/local-draft';
import type { HarnessEntity } from '../../../harness';
import type { Draft } from '../types';

export interface DraftCheck {
  /** Saved entities with the unsaved edits in place. */
  entities: HarnessEntity[];
  diagnostics: LocatedDiagnostic[];
}

// Several components ask at once (navigation, editor, problems list): check once per state.
let last: { draft: Draft; buffers: Record<string, LocalBuffer>; result: DraftCheck } | undefined;

function checkDraft(draft: Draft, buffers: Record<string, LocalBuffer>): DraftCheck {
  if (last && last.draft === draft && last.buffers === buffers) return last.result;
  const entities = entitiesWithEdits(draft.entities, buffers);
  const { diagnostics } = validateHarness(documentOf(entities));
  const result = { entities, diagnostics: locateAll(entities, diagnostics) };
  last = { draft, buffers, result };
  return result;
}

let lastSaid: { check: DraftCheck; language: Language; result: DraftCheck } | undefined;

/** The check with each message in the reader's language (the core's English kept as `core`). */
function inLanguage(check: DraftCheck, language: Language): DraftCheck {
  if (lastSaid && lastSaid.check === check && lastSaid.language === language) {
    return lastSaid.result;
  }
  const diagnostics = check.diagnostics.map((d) => ({
    ...d,
    message: diagnosticMessage(d, language),
  }));
  const result = { ...check, diagnostics };
  lastSaid = { check, language, result };
  return result;
}

/**
 * The core's validation of the draft as the person sees it (unsaved edits included),
 * re-run 150 ms after typing stops: in the browser, no request.
 */
export function useDraftDiagnostics(harnessId: string): DraftCheck | undefined {
  const draft = useDraft(harnessId);
  const buffers = useDebouncedValue(useHarnessBuffers(harnessId), 150);
  const language = useLanguage();
  return useMemo(
    () => (draft.data ? inLanguage(checkDraft(draft.data, buffers), language) : undefined),
    [draft.data, buffers, language],
  );
}
