// The trace records as the API sends them: declared once in the core (type-only imports).
export type {
  Trace,
  TraceArm,
  TraceOutcome,
  TraceSummary,
  TraceTestCaseBody,
} from '../../harness/traces/trace-schema';
export type { Page } from '../../harness/records';
