import type { HistogramBucket } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';
import { latencyBars } from '../model/latency-bars';

/** Total time per turn as CSS bars; each bar says its range and count in words too. */
export function LatencyHistogram({ buckets }: { buckets: readonly HistogramBucket[] }) {
  const t = useT();
  const bars = latencyBars(buckets);
  if (bars.length === 0) return <p className="muted">{t('tests.histogramEmpty')}</p>;
  return (
    <figure className="latency-histogram">
      <figcaption>{t('tests.histogram')}</figcaption>
      <ul aria-label={t('tests.histogram')}>
        {bars.map((b) => {
          const said = t('tests.histogramBar', { range: b.label, count: b.count });
          return (
            <li key={b.label} title={said}>
              <span className="sr-only">{said}</span>
              <span className="histogram-count" aria-hidden="true">
                {b.count}
              </span>
              <span
                className="histogram-bar"
                aria-hidden="true"
                style={{ height: `${Math.max(b.share * 100, b.count > 0 ? 4 : 0)}%` }}
              />
              <span className="histogram-label" aria-hidden="true">
                {b.label}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
