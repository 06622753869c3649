export type { Harness, HarnessListItem, Label, LabelSplit, Page } from '../../harness/records';
export type {
  DraftComparison,
  DraftGate,
  HarnessOverview,
  HarnessSummary,
  KindChangeCount,
  ModelStatus,
  RobustnessGlance,
  RunGlance,
} from '../../harness/overview';
