import { fromPointer, type Diagnostic, type HarnessDocument } from '../../../harness';
import { checkSuitePrices, type TestCase } from '../../../harness/evaluation';

/** Each case's warnings against the draft (a price it no longer has), by case id. */
export function caseWarnings(
  cases: readonly TestCase[],
  document: HarnessDocument | undefined,
): ReadonlyMap<string, Diagnostic[]> {
  const out = new Map<string, Diagnostic[]>();
  if (!document) return out;
  for (const d of checkSuitePrices(cases, document)) {
    const c = cases[Number(fromPointer(d.pointer)[1])];
    if (c) out.set(c.id, [...(out.get(c.id) ?? []), d]);
  }
  return out;
}

/** The id of a case's row, which the editor's problems list links to. */
export const caseRowId = (caseId: string) => `case-${caseId}`;
