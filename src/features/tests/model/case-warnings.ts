import { fromPointer, type Diagnostic, type HarnessDocument } from '../../../harness';
import { checkSuitePrices, checkSuiteSubstance, type TestCase } from '../../../harness/evaluation';

/**
 * Each case's warnings: one that checks only limits (it can never pass), and against the
 * draft a price it no longer has; by case id.
 */
export function caseWarnings(
  cases: readonly TestCase[],
  document: HarnessDocument | undefined,
): ReadonlyMap<string, Diagnostic[]> {
  const out = new Map<string, Diagnostic[]>();
  const found = [
    ...checkSuiteSubstance(cases),
    ...(document ? checkSuitePrices(cases, document) : []),
  ];
  for (const d of found) {
    const c = cases[Number(fromPointer(d.pointer)[1])];
    if (c) out.set(c.id, [...(out.get(c.id) ?? []), d]);
  }
  return out;
}

/** The id of a case's row, which the editor's problems list links to. */
export const caseRowId = (caseId: string) => `case-${caseId}`;
