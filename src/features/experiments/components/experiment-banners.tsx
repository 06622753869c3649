import { RollbackNotice } from '../../../components/rollback-notice';
import { useT } from '../../../lib/i18n';
import type { ExperimentReport } from '../types';

/** What must be seen before any figure: a rollback the system made, and a sample ratio mismatch. */
export function ExperimentBanners({ report }: { report: ExperimentReport }) {
  const t = useT();
  const control = report.arms[0]?.version ?? 0;
  const p = report.srm.pValue < 0.0001 ? '< 0.0001' : report.srm.pValue.toFixed(4);
  return (
    <>
      {report.rollback && <RollbackNotice rollback={report.rollback} control={control} />}
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
