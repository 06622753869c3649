import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useMoveLabel } from '../api/move-label';
import { useProductionGate } from './use-production-gate';
import { useSplitDesign } from './use-split-design';
import { designFields } from '../model/split-design';
import { gateDecision, type OverrideState } from '../model/gate-view';
import type { Label } from '../types';
import type { Guardrail } from '../../../harness/experiments/guardrail-schema';

export interface PublishFormInput {
  harnessId: string;
  labels: readonly Label[];
  versions: readonly number[];
  initialVersion?: number;
  canMove: (label: string) => boolean;
  canOverrideGate: boolean;
}

/** The publish form's state: the move it asks for, the gate's verdict and why it waits. */
export function usePublishForm({
  harnessId,
  labels,
  versions,
  initialVersion,
  canMove,
  canOverrideGate,
}: PublishFormInput) {
  const t = useT();
  const movable = labels.filter((l) => canMove(l.name));
  // Labels and the role may arrive after the form: until a label is picked, the default
  // (production, else the first movable one) follows what has arrived.
  const [pickedLabel, setLabel] = useState<string | null>(null);
  const label =
    pickedLabel ?? movable.find((l) => l.name === 'production')?.name ?? movable[0]?.name ?? '';
  const [version, setVersion] = useState(initialVersion ?? versions[0] ?? 0);
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [overrideInput, setOverrideInput] = useState({ on: false, reason: '' });
  // The role comes with the session, which may load after the form: read it each render.
  const override: OverrideState = { ...overrideInput, canOverride: canOverrideGate };
  const move = useMoveLabel();
  const current = labels.find((l) => l.name === label);
  const { designBlocked, ...split } = useSplitState(current, versions);
  const { on: splitOn, version: splitVersion, percent, design, guardrails } = split;
  const gate = useProductionGate(harnessId, label, version, splitOn ? splitVersion : null);
  const decision = gateDecision(gate.refused, override);
  // The server's own refusal (409 gate.*) is said as the gate's, not as a failed request.
  const gateRefusedOnPublish =
    isApiError(move.error, 409) && String(move.error.problem.code ?? '').startsWith('gate.');

  // Why the button waits, said beside it (the form's own rules and the gate).
  const waits = [
    ...(reason.trim() ? [] : [t('publish.waitsReason')]),
    ...(confirmed ? [] : [t('publish.waitsConfirm')]),
    ...(decision.blocked ? [t('publish.waitsGate')] : []),
    ...(splitOn && designBlocked ? [t('publish.waitsDesign')] : []),
  ];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The button waits on it too; no other way of submitting sends a design the API refuses.
    if (splitOn && designBlocked) return;
    move.mutate(
      {
        harnessId,
        label,
        version,
        split: splitOn
          ? { version: splitVersion, percent, ...designFields(design.design), guardrails }
          : null,
        reason: reason.trim(),
        ...(decision.override ? { override: decision.override } : {}),
      },
      {
        onSuccess: () => (
          setConfirmed(false),
          setReason(''),
          setOverrideInput({ on: false, reason: '' })
        ),
      },
    );
  };
  return {
    movable,
    label,
    current,
    pickLabel: (name: string) => (setLabel(name), setConfirmed(false), split.setGuardrails(null)),
    version,
    pickVersion: (v: number) => (setVersion(v), setConfirmed(false)),
    split,
    reason,
    setReason,
    confirmed,
    setConfirmed,
    gate,
    override,
    setOverride: (o: { on: boolean; reason: string }) =>
      setOverrideInput({ on: o.on, reason: o.reason }),
    move,
    gateRefusedOnPublish,
    waits,
    submit,
  };
}

/** The split a move may carry: its version, share, design and guardrails. */
function useSplitState(current: Label | undefined, versions: readonly number[]) {
  const [on, setOn] = useState(false);
  const [version, setVersion] = useState(versions[1] ?? versions[0] ?? 0);
  const [percent, setPercent] = useState(10);
  const { blocked: designBlocked, ...design } = useSplitDesign(current?.split);
  // What is listed is sent: the running split's guardrails until edited, so a ramp keeps them.
  const [editedGuardrails, setGuardrails] = useState<Guardrail[] | null>(null);
  const guardrails = editedGuardrails ?? current?.split?.guardrails ?? [];
  return {
    on,
    setOn,
    version,
    setVersion,
    percent,
    setPercent,
    design,
    designBlocked,
    guardrails,
    setGuardrails,
  };
}

export type PublishFormState = ReturnType<typeof usePublishForm>;
