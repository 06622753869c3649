export interface Split {
  version: number;
  percent: number;
}

export interface Label {
  harnessId: string;
  name: string;
  version: number | null;
  split: Split | null;
  updatedAt: string;
  updatedBy: string;
}

export interface LabelMove {
  id: number;
  harnessId: string;
  label: string;
  at: string;
  actor: string;
  reason: string;
  fromVersion: number | null;
  fromSplit: Split | null;
  toVersion: number;
  toSplit: Split | null;
}

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
  GateRefusal,
  PublishGateStatus as PublishGate,
  TestRun as GateRun,
} from '../../harness/evaluation';
