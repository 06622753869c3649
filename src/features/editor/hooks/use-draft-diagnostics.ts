import { useMemo } from 'react';
import { validateHarness } from '../../../harness';
import { diagnosticMessage } from '../../../lib/diagnostic-message';
import { useLanguage, type Language } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDraft } from '../api/get-draft';
import { useSuiteCases } from '../api/get-suite-cases';
import { suiteProblems, type SuiteProblem } from '../model/suite-problems';
import { documentOf, entitiesWithEdits } from '../model/draft-document';
import { locateAll, type LocatedDiagnostic } from '../model/entity-location';
import { useHarnessBuffers } from '../store/editor-store';
import type { LocalBuffer } from '../../../lib/local-draft';
import type { HarnessDocument, HarnessEntity } from '../../../harness';
import type { TestCase } from '../../../harness/evaluation';
import type { Draft } from '../types';

export interface DraftCheck {
  /** Saved entities with the unsaved edits in place. */
  entities: HarnessEntity[];
  diagnostics: LocatedDiagnostic[];
  /** Test cases that disagree with the draft (a price it no longer has). */
  suite: SuiteProblem[];
}

type Checked = Omit<DraftCheck, 'suite'> & { document?: HarnessDocument };

// Several components ask at once (navigation, editor, problems list): check once per state.
let last: { draft: Draft; buffers: Record<string, LocalBuffer>; result: Checked } | undefined;

/**
 * Codes only the server can tell (it knows what each label serves): kept from its answer
 * beside the browser's own check, e.g. a loosened approval rule waiting for its publish.
 */
const SERVER_CODES: ReadonlySet<string> = new Set(['release.loosened']);

function checkDraft(draft: Draft, buffers: Record<string, LocalBuffer>): Checked {
  if (last && last.draft === draft && last.buffers === buffers) return last.result;
  const entities = entitiesWithEdits(draft.entities, buffers);
  const { diagnostics, document } = validateHarness(documentOf(entities));
  const serverSaid = (draft.diagnostics ?? []).filter((d) => SERVER_CODES.has(d.code));
  const all = [...diagnostics, ...serverSaid];
  const result = { entities, diagnostics: locateAll(entities, all), document };
  last = { draft, buffers, result };
  return result;
}

const NO_CASES: readonly TestCase[] = [];
let lastSuite: { checked: Checked; cases: readonly TestCase[]; result: DraftCheck } | undefined;

/** The draft's check with its test cases' price warnings (none until the cases are read). */
function withSuite(harnessId: string, checked: Checked, cases: readonly TestCase[] = NO_CASES) {
  if (lastSuite && lastSuite.checked === checked && lastSuite.cases === cases)
    return lastSuite.result;
  const { document, ...check } = checked;
  const suite = document ? suiteProblems(harnessId, cases, document) : [];
  const result = { ...check, suite };
  lastSuite = { checked, cases, result };
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
  const suite = check.suite.map((d) => ({ ...d, message: diagnosticMessage(d, language) }));
  const result = { ...check, diagnostics, suite };
  lastSaid = { check, language, result };
  return result;
}

/**
 * The core's validation of the draft as the person sees it (unsaved edits included),
 * re-run 150 ms after typing stops: in the browser, no request beyond reading the test
 * cases once, whose price warnings it adds.
 */
export function useDraftDiagnostics(harnessId: string): DraftCheck | undefined {
  const draft = useDraft(harnessId);
  const cases = useSuiteCases(harnessId).data;
  const buffers = useDebouncedValue(useHarnessBuffers(harnessId), 150);
  const language = useLanguage();
  return useMemo(() => {
    if (!draft.data) return undefined;
    return inLanguage(withSuite(harnessId, checkDraft(draft.data, buffers), cases), language);
  }, [harnessId, draft.data, buffers, cases, language]);
}
