import type { RunSummary } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';
import { formatMs } from '../model/format';
import { LatencyHistogram } from './latency-histogram';

/** P50/P95 of time to first token and of the whole turn, and how total times spread. */
export function LatencyPanel({ latency }: { latency: RunSummary['latency'] }) {
  const t = useT();
  const rows = [
    { key: 'first', label: t('tests.latencyFirstToken'), stats: latency.firstTokenMs },
    { key: 'total', label: t('tests.latencyTotal'), stats: latency.totalMs },
  ];
  return (
    <section className="run-latency" aria-labelledby="run-latency-title">
      <h2 id="run-latency-title" className="section-title">
        {t('tests.latency')}
      </h2>
      <div className="run-latency-body">
        <table className="data-table latency-table">
          <caption className="sr-only">{t('tests.latency')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tests.latencyMetric')}</th>
              <th scope="col">{t('tests.latencyP50')}</th>
              <th scope="col">{t('tests.latencyP95')}</th>
              <th scope="col">{t('tests.latencyTurns')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, label, stats }) => (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>{formatMs(stats.p50)}</td>
                <td>{formatMs(stats.p95)}</td>
                <td>{stats.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <LatencyHistogram buckets={latency.totalMs.histogram} />
      </div>
    </section>
  );
}
