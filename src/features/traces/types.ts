// The trace records as the API sends them: declared once in the core (type-only imports).
export type {
  Trace,
  TraceOutcome,
  TraceSummary,
  TraceTestCaseBody,
} from '../../harness/traces/trace-schema';
export type { Page } from '../../harness/records';
export type { Arm } from '../../harness/experiments/arms';
