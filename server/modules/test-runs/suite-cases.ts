import type { HarnessDocument } from '../../../src/harness';
import {
  promotionCases,
  runsPromotionCases,
  type GeneratedFrom,
  type TestCase,
} from '../../../src/harness/evaluation';

/** A case a suite run runs: a stored one, or one generated from a promotion. */
export interface SuiteCase {
  testCase: TestCase;
  generated?: GeneratedFrom;
}

/**
 * What a run of `doc` runs: the stored cases in their order, then, when the document asks for
 * them (`settings.promotionCases`), the cases its enabled promotions yield. The run's `total`,
 * its summary and so the gate count both alike.
 */
export function suiteCases(doc: HarnessDocument, stored: readonly TestCase[]): SuiteCase[] {
  const own = stored.map((testCase) => ({ testCase }));
  if (!runsPromotionCases(doc)) return own;
  return [...own, ...promotionCases(doc, stored).cases];
}
