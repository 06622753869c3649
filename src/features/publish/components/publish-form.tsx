import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorNotice } from '../../../components/ui/async-state';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useMoveLabel } from '../api/move-label';
import { useProductionGate } from '../hooks/use-production-gate';
import { useSplitDesign } from '../hooks/use-split-design';
import { designFields } from '../model/split-design';
import { gateDecision, type OverrideState } from '../model/gate-view';
import type { Label } from '../types';
import { GateOverride } from './gate-override';
import { GateSummary } from './gate-summary';
import { ExperimentContinuity } from './experiment-continuity';
import { SplitDesignFields } from './split-design-fields';
import { SplitGuardrailsFields } from './split-guardrails-fields';
import type { Guardrail } from '../../../harness/experiments/guardrail-schema';
import { experimentHref } from '../model/experiment-href';

interface Props {
  harnessId: string;
  labels: readonly Label[];
  /** Versions to choose from, newest first. */
  versions: readonly number[];
  initialVersion?: number;
  canMove: (label: string) => boolean;
  /** An admin: may publish to production past a refusing test gate, with a reason. */
  canOverrideGate: boolean;
  /** What changes for viewers if the label moves to the version (a diff, composed by the page). */
  changes: (label: string, version: number) => ReactNode;
}

/** Move a label to a version: reason, summary of what viewers get, split, confirmation. */
export function PublishForm({
  harnessId,
  labels,
  versions,
  initialVersion,
  canMove,
  canOverrideGate,
  changes,
}: Props) {
  const t = useT();
  const movable = labels.filter((l) => canMove(l.name));
  // Labels and the role may arrive after the form: until a label is picked, the default
  // (production, else the first movable one) follows what has arrived.
  const [pickedLabel, setLabel] = useState<string | null>(null);
  const label =
    pickedLabel ?? movable.find((l) => l.name === 'production')?.name ?? movable[0]?.name ?? '';
  const [version, setVersion] = useState(initialVersion ?? versions[0] ?? 0);
  const [splitOn, setSplitOn] = useState(false);
  const [splitVersion, setSplitVersion] = useState(versions[1] ?? versions[0] ?? 0);
  const [percent, setPercent] = useState(10);
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [overrideInput, setOverrideInput] = useState({ on: false, reason: '' });
  // The role comes with the session, which may load after the form: read it each render.
  const override: OverrideState = { ...overrideInput, canOverride: canOverrideGate };
  const move = useMoveLabel();
  const current = labels.find((l) => l.name === label);
  const { blocked: designBlocked, ...design } = useSplitDesign(current?.split);
  // What is listed is sent: the running split's guardrails until edited, so a ramp keeps them.
  const [editedGuardrails, setGuardrails] = useState<Guardrail[] | null>(null);
  const guardrails = editedGuardrails ?? current?.split?.guardrails ?? [];
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
  if (movable.length === 0 || versions.length === 0) return null;
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
  const versionOptions = versions.map((v) => (
    <option key={v} value={v}>
      v{v}
    </option>
  ));
  return (
    <form className="card publish-form" onSubmit={submit} aria-labelledby="publish-title">
      <h2 id="publish-title" className="section-title">
        {t('publish.title')}
      </h2>
      <div className="field-row">
        <div className="field">
          <label htmlFor="publish-label">{t('publish.label')}</label>
          <select
            id="publish-label"
            value={label}
            onChange={(e) => (setLabel(e.target.value), setConfirmed(false), setGuardrails(null))}
          >
            {movable.map((l) => (
              <option key={l.name} value={l.name}>
                {l.name} (
                {l.version === null
                  ? t('publish.nowNothing')
                  : t('publish.nowAt', { version: l.version })}
                )
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="publish-version">
            {t(splitOn ? 'publish.versionControl' : 'publish.version')}
          </label>
          <select
            id="publish-version"
            value={version}
            onChange={(e) => (setVersion(Number(e.target.value)), setConfirmed(false))}
          >
            {versionOptions}
          </select>
        </div>
      </div>
      <div className="field field-check">
        <input
          id="publish-split"
          type="checkbox"
          checked={splitOn}
          onChange={(e) => setSplitOn(e.target.checked)}
        />
        <label htmlFor="publish-split">{t('publish.split')}</label>
      </div>
      {splitOn && (
        <>
          <div className="field-row">
            <div className="field">
              <label htmlFor="split-version">{t('publish.splitVersion')}</label>
              <select
                id="split-version"
                value={splitVersion}
                onChange={(e) => setSplitVersion(Number(e.target.value))}
              >
                {versionOptions}
              </select>
            </div>
            <div className="field">
              <label htmlFor="split-percent">{t('publish.splitPercent')}</label>
              <input
                id="split-percent"
                type="number"
                min={1}
                max={99}
                step={1}
                value={percent}
                onChange={(e) => setPercent(e.target.valueAsNumber)}
              />
            </div>
          </div>
          <p className="field-hint split-shares" aria-live="polite" data-testid="split-shares">
            {Number.isInteger(percent) && percent >= 1 && percent <= 99
              ? t('split.shares', {
                  treatment: splitVersion,
                  control: version,
                  percent,
                  rest: 100 - percent,
                })
              : ''}
          </p>
          <ExperimentContinuity
            current={current}
            version={version}
            splitVersion={splitVersion}
            percent={percent}
          />
          <SplitDesignFields {...design} percent={percent} />
          <SplitGuardrailsFields guardrails={guardrails} onChange={setGuardrails} />
        </>
      )}
      {current?.split && (
        <p>
          <Link to={experimentHref(harnessId, label)}>{t('experiment.openOf', { label })}</Link>
        </p>
      )}
      <div className="field">
        <label htmlFor="publish-reason">{t('publish.reason')}</label>
        <input
          id="publish-reason"
          value={reason}
          required
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <section aria-labelledby="publish-changes" className="publish-changes">
        <h3 id="publish-changes">
          {current?.version == null
            ? t('publish.changesFirst', { label })
            : t('publish.changes', { label, from: current.version, to: version })}
        </h3>
        {current?.version != null && current.version !== version ? (
          changes(label, version)
        ) : current?.version === version ? (
          <p className="muted">{t('publish.same')}</p>
        ) : null}
      </section>
      {gate.gated && (
        <>
          <GateSummary
            harnessId={harnessId}
            version={version}
            gate={gate.main.data}
            loading={gate.main.isPending}
            failed={gate.main.isError}
          />
          {gate.split && (
            <GateSummary
              harnessId={harnessId}
              version={gate.split.version}
              gate={gate.split.query.data}
              loading={gate.split.query.isPending}
              failed={gate.split.query.isError}
              split
            />
          )}
          {gate.refused.length > 0 && (
            <GateOverride
              state={override}
              onChange={({ on, reason: why }) => setOverrideInput({ on, reason: why })}
            />
          )}
        </>
      )}
      <div className="field field-check">
        <input
          id="publish-confirm"
          type="checkbox"
          checked={confirmed}
          onChange={(e) => setConfirmed(e.target.checked)}
        />
        <label htmlFor="publish-confirm">{t('publish.confirm', { label, version })}</label>
      </div>
      <button
        type="submit"
        className="button-primary"
        disabled={waits.length > 0 || move.isPending}
        aria-describedby={waits.length > 0 ? 'publish-waits' : undefined}
      >
        {t('publish.submit', { label, version })}
      </button>
      {waits.length > 0 && (
        <span id="publish-waits" className="save-blocked">
          {t('publish.waits', { what: waits.join(t('publish.waitsJoin')) })}
        </span>
      )}
      {move.isSuccess && (
        <p role="status" className="notice notice-ok">
          {t('publish.done', {
            label: move.data.label.name,
            version: move.data.label.version ?? '',
          })}
        </p>
      )}
      {move.isError && (
        <ErrorNotice
          title={gateRefusedOnPublish ? t('publish.gate.refusedOnPublish') : t('publish.failed')}
          error={move.error}
        />
      )}
    </form>
  );
}
