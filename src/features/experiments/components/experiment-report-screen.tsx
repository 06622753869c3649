import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useExperimentReport } from '../api/get-experiment-report';
import { ReportView } from './report-view';
import '../experiments.css';

/** One experiment's report found by its id (a layer experiment's), running or ended. */
export function ExperimentReportScreen({
  harnessId,
  label,
  experimentId,
}: {
  harnessId: string;
  label: string;
  experimentId: string;
}) {
  const t = useT();
  const query = useExperimentReport(experimentId);
  const back = `/harnesses/${encodeURIComponent(harnessId)}/labels/${encodeURIComponent(label)}/experiment`;
  return (
    <div className="experiment-screen">
      <p>
        <Link to={back}>← {t('layers.back', { label })}</Link>
      </p>
      <h1>{t('layers.reportTitle', { experimentId })}</h1>
      {query.isPending ? (
        <Loading label={t('experiment.loading')} />
      ) : query.isError ? (
        <ErrorNotice title={t('experiment.failed')} error={query.error} />
      ) : (
        // Shipping a winner is a split's: a report found by id never offers it.
        <ReportView harnessId={harnessId} report={query.data} canMove={false} />
      )}
    </div>
  );
}
