import { useT } from '../../../lib/i18n';
import { percent, pointsOf } from '../model/chart';
import type { ExperimentMetric, ExperimentSnapshot } from '../types';
import { UpliftChart } from './uplift-chart';

/** One metric: its uplift and interval now, whether it counts, and how it got there. */
export function MetricCard({
  metric,
  history,
}: {
  metric: ExperimentMetric;
  history: readonly ExperimentSnapshot[];
}) {
  const t = useT();
  const title = t(
    metric.kind === 'conversion'
      ? 'experiment.metric.conversion'
      : 'experiment.metric.valuePerUnit',
    { event: metric.event },
  );
  const hasInterval = metric.relativeUplift !== null;
  return (
    <article
      className={`metric-card ${metric.significant ? 'metric-significant' : ''}`}
      data-testid="experiment-metric"
      data-event={metric.event}
      data-kind={metric.kind}
    >
      <h3>
        {title}{' '}
        <span className={metric.role === 'primary' ? 'badge badge-primary' : 'badge'}>
          {metric.role === 'primary'
            ? t('experiment.rolePrimary')
            : t('experiment.roleSecondary', { alpha: `${+(metric.alpha * 100).toFixed(2)}%` })}
        </span>
      </h3>
      {metric.varianceReduction !== undefined && (
        <p className="muted" data-testid="experiment-variance-reduction">
          {t('experiment.varianceReduced', {
            reduction: `${(metric.varianceReduction * 100).toFixed(1)}`,
          })}
        </p>
      )}
      {metric.cap !== null && (
        <p className="muted">{t('experiment.cap', { cap: metric.cap.toFixed(2) })}</p>
      )}
      {!metric.due ? (
        <p className="muted" data-testid="experiment-not-due">
          {t('experiment.notDue', {
            estimate: metric.relativeUplift === null ? '—' : percent(metric.relativeUplift),
          })}
        </p>
      ) : hasInterval ? (
        <p>
          <strong>
            {t('experiment.interval', {
              estimate: percent(metric.relativeUplift),
              low: percent(metric.low),
              high: percent(metric.high),
            })}
          </strong>{' '}
          <span className={metric.significant ? 'badge badge-ok' : 'badge'}>
            {t(metric.significant ? 'experiment.significant' : 'experiment.notSignificant')}
          </span>
        </p>
      ) : (
        <p className="muted">{t('experiment.notEnough')}</p>
      )}
      <UpliftChart title={title} points={pointsOf(history, metric)} />
    </article>
  );
}
