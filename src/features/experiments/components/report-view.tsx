import { useId } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { enoughViewers } from '../model/enough-viewers';
import type { ExperimentReport } from '../types';
import { ArmsTable } from './arms-table';
import { ExperimentBanners } from './experiment-banners';
import { ExperimentDesign } from './experiment-design';
import { ShipWinner } from './ship-winner';
import { GuardrailsList } from './guardrails-list';
import { MetricCard } from './metric-card';

/**
 * One experiment's report: a split's, or a holdout's (`kind: "holdout"`), whose arms are
 * "held out" (control) and "shipped" (treatment) and which has no winner to ship nor guardrails.
 */
export function ReportView({
  harnessId,
  report: r,
  canMove,
}: {
  harnessId: string;
  report: ExperimentReport;
  canMove: boolean;
}) {
  const t = useT();
  const formatTime = useFormatTime();
  const holdout = r.kind === 'holdout';
  // A page may show a split's report and a holdout's: each its own heading id.
  const metricsId = useId();
  const [control, treatment] = r.arms;
  const versions = { control: control?.version ?? 0, treatment: treatment?.version ?? 0 };
  return (
    <>
      <p>
        {t(holdout ? 'holdout.window' : 'experiment.window', {
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
      {!holdout && <ShipWinner harnessId={harnessId} report={r} canMove={canMove} />}
      <section aria-labelledby={metricsId}>
        <h2 id={metricsId}>{t(holdout ? 'holdout.metrics' : 'experiment.metrics', versions)}</h2>
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
      <ArmsTable arms={r.arms} holdout={holdout} />
      {!holdout && <GuardrailsList guardrails={r.guardrails} />}
    </>
  );
}
