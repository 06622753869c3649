import type { RunComparison, RunSummary } from '../../harness';

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

export interface GateRefusal {
  code: 'gate.no_run' | 'gate.below_threshold';
  /** The server's explanation, shown as it is. */
  detail: string;
  version: number;
  runId: string | null;
  passRate: number | null;
  threshold: number;
}

/** A suite run as the gate reports it. */
export interface GateRun {
  id: string;
  target: string;
  version: number | null;
  status: string;
  total: number;
  done: number;
  summary: RunSummary | null;
  createdAt: string;
  createdBy: string;
  finishedAt: string | null;
}

/** `GET /harnesses/:id/publish-gate?version=N`: may this version go to production, and why. */
export interface PublishGate {
  version: number;
  threshold: number;
  /** False when the harness has no test cases: nothing to judge, nothing gated. */
  gated: boolean;
  allowed: boolean;
  refusal: GateRefusal | null;
  /** The version's latest run. */
  run: GateRun | null;
  production: { version: number | null; run: GateRun | null };
  /** From production's run (base) to this version's (head). */
  comparison: ({ base: string; head: string } & RunComparison) | null;
}
