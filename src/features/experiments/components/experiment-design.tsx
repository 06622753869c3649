import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import type { ExperimentReport } from '../types';

/**
 * What the experiment is and how it decides: its id and salt, the method and primary
 * metric, who was exposed, and each share it ran at (a ramp keeps one experiment).
 */
export function ExperimentDesign({ report }: { report: ExperimentReport }) {
  const t = useT();
  const formatTime = useFormatTime();
  const { design, exposures } = report;
  const method = design.method ?? 'always_valid';
  const primary = design.primaryMetric;
  const exposed = exposures.control + exposures.treatment;
  return (
    <section aria-labelledby="experiment-design" data-testid="experiment-design">
      <h2 id="experiment-design">{t('experiment.design')}</h2>
      <dl className="experiment-facts">
        <dt>{t('experiment.id')}</dt>
        <dd>
          <code>{report.experimentId ?? '—'}</code>{' '}
          <span className="muted">
            {report.salt ? t('experiment.salted') : t('experiment.unsalted')}
          </span>
        </dd>
        <dt>{t('experiment.primary')}</dt>
        <dd data-testid="experiment-primary">
          {primary
            ? t(
                primary.measure === 'conversion'
                  ? 'experiment.metric.conversion'
                  : 'experiment.metric.valuePerUnit',
                { event: primary.event },
              )
            : t('experiment.noPrimary')}
        </dd>
        <dt>{t('experiment.methodLabel')}</dt>
        <dd data-testid="experiment-method">
          {method === 'fixed_horizon'
            ? t('experiment.fixedHorizon', {
                planned: design.plannedUnits ?? 0,
                exposed,
              })
            : t('experiment.alwaysValid')}
        </dd>
        <dt>{t('experiment.exposed')}</dt>
        <dd data-testid="experiment-exposures">
          {t('experiment.exposures', {
            control: exposures.control,
            treatment: exposures.treatment,
            expected: Math.round(exposures.expectedTreatment),
          })}
          {exposures.crossed > 0 && <> {t('experiment.crossed', { crossed: exposures.crossed })}</>}
        </dd>
      </dl>
      <table className="data-table experiment-phases" data-testid="experiment-phases">
        <caption>{t('experiment.phases')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('experiment.share')}</th>
            <th scope="col">{t('experiment.from')}</th>
            <th scope="col">{t('experiment.to')}</th>
          </tr>
        </thead>
        <tbody>
          {report.phases.map((p) => (
            <tr key={p.from} data-testid="experiment-phase">
              <td>{p.percent}%</td>
              <td>{formatTime(p.from)}</td>
              <td>{p.to ? formatTime(p.to) : t('experiment.now')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
