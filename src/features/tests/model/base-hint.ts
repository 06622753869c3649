/** Why the comparison shows what it shows, when the reader has not picked a base. */
export type BaseHint =
  | { kind: 'default'; version: number }
  | { kind: 'is-production' }
  | { kind: 'no-production-run' }
  | { kind: 'no-other-run' }
  | null;

export interface BaseHintInput {
  /** The reader picked a base: nothing to explain. */
  chosen: boolean;
  /** The labels, the recent runs or production's latest run are still loading. */
  loading: boolean;
  productionVersion: number | null;
  /** Id of the latest finished run of production's version, if any. */
  productionRunId: string | null;
  headRunId: string;
  otherRuns: number;
}

export function baseHint(i: BaseHintInput): BaseHint {
  if (i.chosen || i.loading) return null;
  if (i.productionVersion !== null && i.productionRunId !== null) {
    return i.productionRunId === i.headRunId
      ? i.otherRuns > 0
        ? { kind: 'is-production' }
        : { kind: 'no-other-run' }
      : { kind: 'default', version: i.productionVersion };
  }
  return i.otherRuns > 0 ? { kind: 'no-production-run' } : { kind: 'no-other-run' };
}
