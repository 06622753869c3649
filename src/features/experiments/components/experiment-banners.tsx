import { RollbackNotice } from '../../../components/rollback-notice';
import { useT } from '../../../lib/i18n';
import { enoughViewers, MIN_UNITS } from '../model/enough-viewers';
import type { ExperimentReport } from '../types';

/**
 * What must be seen before any figure: a rollback the system made, and a sample ratio
 * mismatch; with too few viewers, only that there are too few (no verdict on a handful).
 */
export function ExperimentBanners({ report }: { report: ExperimentReport }) {
  const t = useT();
  const [control, treatment] = report.arms;
  const p = report.srm.pValue < 0.0001 ? '< 0.0001' : report.srm.pValue.toFixed(4);
  return (
    <>
      {report.rollback && (
        <RollbackNotice rollback={report.rollback} control={control?.version ?? 0} />
      )}
      {!enoughViewers(report.arms) ? (
        <p className="notice" role="status" data-testid="experiment-too-few">
          <strong>{t('experiment.tooFewTitle')}</strong>{' '}
          {t('experiment.tooFewBody', {
            control: control?.version ?? 0,
            controlUnits: control?.units ?? 0,
            treatment: treatment?.version ?? 0,
            treatmentUnits: treatment?.units ?? 0,
            min: MIN_UNITS,
          })}
        </p>
      ) : report.srm.mismatch ? (
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
