import { useT } from '../../../lib/i18n';

/** Cases done out of the suite, as a progressbar with its numbers also in plain text. */
export function ProgressBar({ done, total }: { done: number; total: number }) {
  const t = useT();
  const share = total > 0 ? Math.min(1, done / total) : 0;
  return (
    <div className="run-progress-bar-row">
      <div
        className="run-progress-bar"
        role="progressbar"
        aria-label={t('tests.progressBar')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('tests.progressValue', { done, count: total })}
      >
        <div className="run-progress-fill" style={{ width: `${share * 100}%` }} />
      </div>
      <span className="run-progress-text">{t('tests.progressText', { done, total })}</span>
    </div>
  );
}
