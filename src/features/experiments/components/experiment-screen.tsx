import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useExperiment } from '../api/get-experiment';
import { ReportView } from './report-view';
import '../experiments.css';

/** A label's split as an A/B test: banners, the uplift of each metric over time, the arms. */
export function ExperimentScreen({
  harnessId,
  label,
  canMove = false,
}: {
  harnessId: string;
  label: string;
  /** The reader may move this label: the winner can be shipped from here. */
  canMove?: boolean;
}) {
  const t = useT();
  const query = useExperiment(harnessId, label);
  if (query.isPending) return <Loading label={t('experiment.loading')} />;
  if (query.isError) {
    // Still titled: the screen goes on with the label's holdout and layers below.
    if (isApiError(query.error, 409)) {
      return (
        <div className="experiment-screen">
          <h1>{t('experiment.title', { label })}</h1>
          <p className="muted">{t('experiment.noSplit')}</p>
        </div>
      );
    }
    return <ErrorNotice title={t('experiment.failed')} error={query.error} />;
  }
  return (
    <div className="experiment-screen">
      <h1>{t('experiment.title', { label })}</h1>
      <ReportView harnessId={harnessId} report={query.data} canMove={canMove} />
    </div>
  );
}
