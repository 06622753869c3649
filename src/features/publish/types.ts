import type { Label, LabelMove, LabelSplit as Split } from '../../harness/records';

export type { Label, LabelMove, Split };

export interface MoveLabelInput {
  harnessId: string;
  label: string;
  version: number;
  split?: Split | null;
  reason: string;
  override?: GateOverride;
}

/** Publishing past the test gate: admins only, with a reason the audit log keeps. */
export interface GateOverride {
  reason: string;
}

export type {
  PublishGateStatus as PublishGate,
  TestRun as GateRun,
} from '../../harness/evaluation';
