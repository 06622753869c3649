import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useExperiment } from '../api/get-experiment';
import { enoughViewers } from '../model/enough-viewers';
import { ArmsTable } from './arms-table';
import { ExperimentBanners } from './experiment-banners';
import { ExperimentDesign } from './experiment-design';
import { ShipWinner } from './ship-winner';
import { GuardrailsList } from './guardrails-list';
import { MetricCard } from './metric-card';
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
  const formatTime = useFormatTime();
  const query = useExperiment(harnessId, label);
  if (query.isPending) return <Loading label={t('experiment.loading')} />;
  if (query.isError) {
    if (isApiError(query.error, 409)) return <p className="muted">{t('experiment.noSplit')}</p>;
    return <ErrorNotice title={t('experiment.failed')} error={query.error} />;
  }
  const r = query.data;
  const [control, treatment] = r.arms;
  const versions = { control: control?.version ?? 0, treatment: treatment?.version ?? 0 };
  return (
    <div className="experiment-screen">
      <h1>{t('experiment.title', { label })}</h1>
      <p>
        {t('experiment.window', {
          ...versions,
          percent: r.percent,
          rest: 100 - r.percent,
          start: formatTime(r.startedAt),
        })}{' '}
        {r.endedAt
          ? t('experiment.ended', { end: formatTime(r.endedAt) })
          : t('experiment.running')}
      </p>
      <ExperimentBanners report={r} />
      <ShipWinner harnessId={harnessId} report={r} canMove={canMove} />
      <section aria-labelledby="experiment-metrics">
        <h2 id="experiment-metrics">{t('experiment.metrics', versions)}</h2>
        {enoughViewers(r.arms) ? (
          <>
            <p className="muted">
              {t(
                r.design.method === 'fixed_horizon'
                  ? 'experiment.methodFixed'
                  : 'experiment.method',
              )}{' '}
              {t('experiment.correction')}
            </p>
            <div className="metric-cards">
              {r.metrics.map((m) => (
                <MetricCard key={`${m.event}/${m.kind}`} metric={m} history={r.history} />
              ))}
            </div>
          </>
        ) : (
          // No intervals on a handful of viewers: the banner above says how many there are.
          <p className="muted">{t('experiment.notEnough')}</p>
        )}
      </section>
      <ExperimentDesign report={r} />
      <ArmsTable arms={r.arms} />
      <GuardrailsList guardrails={r.guardrails} />
    </div>
  );
}
