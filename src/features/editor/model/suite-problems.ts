import { checkSuitePrices, type TestCase } from '../../../harness/evaluation';
import { fromPointer, type Diagnostic, type HarnessDocument } from '../../../harness';

/** A problem of a test case against the draft, where the Tests screen shows it. */
export interface SuiteProblem extends Diagnostic {
  caseId: string;
  caseName: string;
  /** The Tests screen at the case. */
  href: string;
  /** The core's own (English) message; `message` is in the reader's language. */
  core: string;
}

/** The test cases' price warnings against the draft as the person sees it. */
export function suiteProblems(
  harnessId: string,
  cases: readonly TestCase[],
  document: HarnessDocument,
): SuiteProblem[] {
  return checkSuitePrices(cases, document).flatMap((d) => {
    const c = cases[Number(fromPointer(d.pointer)[1])];
    if (!c) return [];
    const href = `/harnesses/${encodeURIComponent(harnessId)}/tests#${caseAnchor(c.id)}`;
    return [{ ...d, caseId: c.id, caseName: c.name, href, core: d.message }];
  });
}

/** The id of a case's row on the Tests screen. */
export const caseAnchor = (caseId: string) => `case-${caseId}`;
