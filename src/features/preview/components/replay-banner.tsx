import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { ReplayInfo } from '../store/preview-store';

interface Props {
  harnessId: string;
  replay: ReplayInfo;
  /** The run's target as the target picker names it. */
  describeSource: (source: string) => string;
  canRun: boolean;
  onRunAgain: () => void;
  onLeave: () => void;
}

/** Which run case the session replays, its verdict and failed checks, and Run again. */
export function ReplayBanner({
  harnessId,
  replay,
  describeSource,
  canRun,
  onRunAgain,
  onLeave,
}: Props) {
  const t = useT();
  const { evaluation } = replay;
  const source = describeSource(replay.target);
  const target =
    replay.version !== null && replay.target !== String(replay.version)
      ? t('preview.replay.targetVersion', { target: source, version: replay.version })
      : source;
  const failed = evaluation.trials.flatMap((trial) => [
    ...(trial.error
      ? [t('preview.replay.trialError', { trial: trial.trial, error: trial.error })]
      : []),
    ...trial.expectations
      .filter((e) => e.status === 'fail')
      .map((e) =>
        t('preview.replay.failedCheck', { trial: trial.trial, type: e.type, message: e.message }),
      ),
  ]);
  return (
    <section
      className={`notice replay-banner ${evaluation.pass ? 'notice-ok' : 'notice-warning'}`}
      aria-labelledby="replay-title"
      data-testid="replay-banner"
    >
      <h2 id="replay-title" className="replay-title">
        {t('preview.replay.banner', {
          name: replay.name,
          run: replay.runId.slice(0, 8),
          target,
        })}
      </h2>
      <p>
        <strong data-testid="replay-verdict">
          {evaluation.pass ? t('preview.replay.passed') : t('preview.replay.failedVerdict')}
        </strong>{' '}
        <span className="muted">
          {t('preview.replay.pass1', {
            percent: Math.round(evaluation.pass1 * 100),
            count: evaluation.trials.length,
          })}
        </span>
      </p>
      {failed.length > 0 && (
        <>
          <h3 id="replay-failed" className="replay-subtitle">
            {t('preview.replay.failedChecks')}
          </h3>
          <ul aria-labelledby="replay-failed">
            {failed.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <p className="field-hint">{t('preview.replay.hint')}</p>
      <div className="row-actions">
        <button
          type="button"
          className="button-primary"
          disabled={!canRun || replay.question === null}
          onClick={onRunAgain}
        >
          {t('preview.replay.runAgain')}
        </button>
        <Link
          to={`/harnesses/${encodeURIComponent(harnessId)}/tests/runs/${encodeURIComponent(replay.runId)}`}
        >
          {t('preview.replay.openRun')}
        </Link>
        <button type="button" onClick={onLeave}>
          {t('preview.replay.leave')}
        </button>
      </div>
    </section>
  );
}
