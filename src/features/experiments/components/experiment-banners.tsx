import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import type { ExperimentReport } from '../types';

/** What must be seen before any figure: a rollback the system made, and a sample ratio mismatch. */
export function ExperimentBanners({ report }: { report: ExperimentReport }) {
  const t = useT();
  const formatTime = useFormatTime();
  const control = report.arms[0]?.version ?? 0;
  const p = report.srm.pValue < 0.0001 ? '< 0.0001' : report.srm.pValue.toFixed(4);
  return (
    <>
      {report.rollback && (
        <div className="notice notice-error" role="alert" data-testid="experiment-rollback">
          <strong>{t('experiment.rollbackTitle')}</strong>
          <p>
            {t('experiment.rollbackBody', {
              at: formatTime(report.rollback.at),
              control,
              treatment: report.rollback.fromSplit.version,
              percent: report.rollback.fromSplit.percent,
            })}
          </p>
          <ul>
            {report.rollback.breaches.map((b, i) => (
              <li key={i}>{b.summary}</li>
            ))}
          </ul>
        </div>
      )}
      {report.srm.mismatch ? (
        <div className="notice notice-warning" role="alert" data-testid="experiment-srm">
          <strong>{t('experiment.srmTitle')}</strong>
          <p>{t('experiment.srmBody', { p })}</p>
        </div>
      ) : (
        <p className="muted">{t('experiment.srmOk', { p })}</p>
      )}
    </>
  );
}
