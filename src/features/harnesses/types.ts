export type { Harness, Label, Page } from '../../harness/records';
export type {
  DraftComparison,
  DraftGate,
  HarnessOverview,
  HarnessSummary,
  KindChangeCount,
  ModelStatus,
  RunGlance,
} from '../../harness/overview';
