import { useState, type FormEvent } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { NumberField, type FieldMessage } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { holdoutRequestSchema, HOLDOUT_MAX_PERCENT } from '../../../harness/holdout';
import { issuesToDiagnostics } from '../../../harness/parse';
import { useExperimentReport } from '../api/get-experiment-report';
import { useHoldout, useHoldoutChange } from '../api/holdout';
import { ReportView } from './report-view';
import '../experiments.css';

interface Props {
  harnessId: string;
  label: string;
  /** The reader may move this label, so start and end its holdout (the server checks again). */
  canMove: boolean;
}

/**
 * The label's holdout: the share kept on a baseline version across every split and publish,
 * with Start/End for those who may move the label, and its report ("held out" vs "shipped").
 */
export function HoldoutPanel({ harnessId, label, canMove }: Props) {
  const t = useT();
  const formatTime = useFormatTime();
  const query = useHoldout(harnessId, label);
  const { start, end } = useHoldoutChange();
  const running = query.data && query.data.endedAt === null ? query.data : null;
  const report = useExperimentReport(query.data?.experimentId ?? null);
  if (query.isPending) return <Loading label={t('holdout.loading')} />;
  if (query.isError) return <ErrorNotice title={t('holdout.failed')} error={query.error} />;
  const h = query.data;
  return (
    <section className="card holdout-panel" aria-labelledby="holdout-title" data-testid="holdout">
      <h2 id="holdout-title">{t('holdout.title')}</h2>
      <p className="muted">{t('holdout.about')}</p>
      {running ? (
        <p role="status">
          {t('holdout.running', {
            percent: running.percent,
            version: running.version,
            start: formatTime(running.startedAt),
          })}
        </p>
      ) : (
        <p className="muted">{t('holdout.none')}</p>
      )}
      {canMove && running && (
        <>
          <button
            type="button"
            disabled={end.isPending}
            onClick={() => end.mutate({ harnessId, label })}
          >
            {t('holdout.end')}
          </button>
          {end.isError && <ErrorNotice title={t('holdout.endFailed')} error={end.error} />}
        </>
      )}
      {canMove && !running && (
        <StartForm
          pending={start.isPending}
          error={start.error}
          onStart={(body) => start.mutate({ harnessId, label, body })}
        />
      )}
      {h && report.data && (
        <div className="holdout-report" data-testid="holdout-report">
          <h3>{t(h.endedAt ? 'holdout.reportEnded' : 'holdout.report')}</h3>
          <ReportView harnessId={harnessId} report={report.data} canMove={false} />
        </div>
      )}
      {report.isError && <ErrorNotice title={t('experiment.failed')} error={report.error} />}
    </section>
  );
}

/** The share (1-20) and, optionally, the baseline version; checked as typed by the core. */
function StartForm({
  pending,
  error,
  onStart,
}: {
  pending: boolean;
  error: unknown;
  onStart: (body: { percent: number; version?: number }) => void;
}) {
  const t = useT();
  const [percent, setPercent] = useState<number | undefined>(5);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [sent, setSent] = useState<unknown>(undefined);
  const value = { percent, ...(version === undefined ? {} : { version }) };
  const checked = holdoutRequestSchema.safeParse(value);
  const local = checked.success ? [] : issuesToDiagnostics(checked.error.issues);
  // The server's refusal stands while the form still holds what was sent.
  const refused =
    isApiError(error) && JSON.stringify(sent) === JSON.stringify(value)
      ? (error.problem.errors ?? [])
      : [];
  const at = (pointer: string): FieldMessage[] => [
    ...local.filter((d) => d.pointer === pointer),
    ...refused.filter((e) => e.pointer === pointer),
  ];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!checked.success) return;
    setSent(value);
    onStart(checked.data);
  };
  return (
    <form className="holdout-start" onSubmit={onSubmit} aria-label={t('holdout.start')}>
      <NumberField
        pointer="/percent"
        label={t('holdout.percent')}
        hint={t('holdout.percentHint', { max: HOLDOUT_MAX_PERCENT })}
        value={percent}
        onChange={setPercent}
        step={1}
        min={1}
        max={HOLDOUT_MAX_PERCENT}
        errors={at('/percent')}
      />
      <NumberField
        pointer="/version"
        label={t('holdout.version')}
        hint={t('holdout.versionHint')}
        value={version}
        onChange={setVersion}
        step={1}
        min={1}
        errors={at('/version')}
      />
      <button type="submit" className="button-primary" disabled={pending || !checked.success}>
        {t('holdout.start')}
      </button>
      {/* A refusal of no field (one runs already, approvals) is said below the form. */}
      {isApiError(error) && (error.problem.errors ?? []).length === 0 && (
        <ErrorNotice title={t('holdout.startFailed')} error={error} />
      )}
    </form>
  );
}
