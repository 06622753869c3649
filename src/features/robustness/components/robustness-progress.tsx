import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RunFollowNotices } from '../../../components/ui/run-follow-notices';
import { useT } from '../../../lib/i18n';
import { useCancelRobustnessRun } from '../api/cancel-robustness-run';
import { useRobustnessProgress } from '../hooks/use-robustness-progress';
import { shortId } from '../model/format';
import type { RobustnessProgress as Progress } from '../model/progress';
import type { RobustnessRun } from '../types';

interface Props {
  harnessId: string;
  run: RobustnessRun;
  canCancel: boolean;
  /** Link to the report when the run ends (not on the report itself). */
  reportLink?: boolean;
  /** What else shows the progress as it comes (the report's live heat map). */
  children?: (progress: Progress) => ReactNode;
}

/** A running robustness run: units done out of all (cases x arms x endpoints), Cancel, then the report. */
export function RobustnessProgress({
  harnessId,
  run,
  canCancel,
  reportLink = true,
  children,
}: Props) {
  const t = useT();
  const follow = useRobustnessProgress(harnessId, run);
  const { progress } = follow;
  const cancel = useCancelRobustnessRun();
  const running = progress.status === 'running';
  const share = progress.total > 0 ? Math.min(1, progress.done / progress.total) : 0;
  return (
    <section className="card run-progress" aria-label={t('robustness.progress')}>
      <h3 className="run-progress-title">
        {t('robustness.runName', { id: shortId(run.id) })}{' '}
        <span className={`badge run-status run-status-${progress.status}`}>
          {t(`tests.status.${progress.status}`)}
        </span>
      </h3>
      <p className="muted">
        {t('robustness.runShape', {
          arms: run.arms.length,
          endpoints: run.endpoints.join(', '),
          count: run.trials,
        })}
      </p>
      <div className="run-progress-bar-row">
        <div
          className="run-progress-bar"
          role="progressbar"
          aria-label={t('robustness.progressBar')}
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          aria-valuetext={t('robustness.progressText', {
            done: progress.done,
            total: progress.total,
          })}
        >
          <div className="run-progress-fill" style={{ width: `${share * 100}%` }} />
        </div>
        <span className="run-progress-text">
          {t('robustness.progressText', { done: progress.done, total: progress.total })}
          {progress.failing > 0 &&
            ` · ${t('robustness.failingUnits', { count: progress.failing })}`}
        </span>
      </div>
      <RunFollowNotices
        cancel={running && canCancel ? cancel : null}
        onCancel={() => cancel.mutate({ harnessId, runId: run.id })}
        follow={follow}
      />
      {!running && (
        <p role="status" className="notice">
          {t('robustness.ended', { status: t(`tests.status.${progress.status}`) })}{' '}
          {reportLink && (
            <Link
              to={`/harnesses/${encodeURIComponent(harnessId)}/tests/robustness/${encodeURIComponent(run.id)}`}
            >
              {t('robustness.openReport')}
            </Link>
          )}
        </p>
      )}
      {children?.(progress)}
    </section>
  );
}
