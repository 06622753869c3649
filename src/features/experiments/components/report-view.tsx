import { useId } from 'react';
import { useT, type MessageKey } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { enoughViewers } from '../model/enough-viewers';
import type { ExperimentReport } from '../types';
import { ArmsTable } from './arms-table';
import { ExperimentBanners } from './experiment-banners';
import { ExperimentDesign } from './experiment-design';
import { ShipWinner } from './ship-winner';
import { GuardrailsList } from './guardrails-list';
import { MetricCard } from './metric-card';

/** What each kind of experiment's report says of its window and its uplifts. */
const WORDS: Record<
  NonNullable<ExperimentReport['kind']>,
  { window: MessageKey; metrics: MessageKey }
> = {
  split: { window: 'experiment.window', metrics: 'experiment.metrics' },
  holdout: { window: 'holdout.window', metrics: 'holdout.metrics' },
  layer: { window: 'layers.window', metrics: 'layers.metrics' },
};

/**
 * One experiment's report: a split's, a holdout's (`kind: "holdout"`), whose arms are "held
 * out" (control) and "shipped" (treatment), or a layer experiment's (`kind: "layer"`), whose
 * control gets what the label serves and treatment that with the experiment's changes. Only a
 * split has a winner to ship and guardrails.
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
  const kind = r.kind ?? 'split';
  const split = kind === 'split';
  const words = WORDS[kind];
  // A page may show a split's report and a holdout's: each its own heading id.
  const metricsId = useId();
  const [control, treatment] = r.arms;
  const versions = { control: control?.version ?? 0, treatment: treatment?.version ?? 0 };
  return (
    <>
      {r.layer && (
        <p className="report-layer">
          <strong>{t('layers.reportLayer', { name: r.layer.name, share: r.layer.share })}</strong>
        </p>
      )}
      <p>
        {t(words.window, {
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
      {split && <ShipWinner harnessId={harnessId} report={r} canMove={canMove} />}
      <section aria-labelledby={metricsId}>
        <h2 id={metricsId}>{t(words.metrics, versions)}</h2>
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
      <ArmsTable arms={r.arms} kind={kind} />
      {split && <GuardrailsList guardrails={r.guardrails} />}
    </>
  );
}
