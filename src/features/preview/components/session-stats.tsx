import { useT } from '../../../lib/i18n';
import { summarize, type LatencySummary } from '../model/percentiles';
import type { TurnTimings } from '../types';
import type { Exchange } from '../store/preview-store';
import type { Target } from '../types';
import { formatMs } from './trace-bits';

const METRICS = ['firstTokenMs', 'firstSentenceMs', 'totalMs', 'overheadMs'] as const;
const METRIC_LABEL = {
  firstTokenMs: 'preview.latency.firstToken',
  firstSentenceMs: 'preview.latency.firstSentence',
  totalMs: 'preview.latency.total',
  overheadMs: 'preview.latency.overhead',
} as const;

interface Row {
  name: string;
  answers: number;
  stats: Record<(typeof METRICS)[number], LatencySummary>;
}

/** Timings of the session's finished answers, grouped by where they ran. */
function rows(exchanges: readonly Exchange[], describe: (t: Target) => string): Row[] {
  const groups = new Map<string, TurnTimings[]>();
  for (const e of exchanges) {
    e.answers.forEach((a, i) => {
      const target = e.targets[i];
      if (!target || !a.done || a.done.outcome === 'cancelled' || a.done.outcome === 'error')
        return;
      const name = describe(target);
      groups.set(name, [...(groups.get(name) ?? []), a.done.timings]);
    });
  }
  return [...groups].map(([name, list]) => ({
    name,
    answers: list.length,
    stats: Object.fromEntries(
      METRICS.map((m) => [m, summarize(list.map((x) => x[m]))]),
    ) as Row['stats'],
  }));
}

/** P50 and P95 of each timing over the session, per target. */
export function SessionStats({
  exchanges,
  describe,
}: {
  exchanges: readonly Exchange[];
  describe: (t: Target) => string;
}) {
  const t = useT();
  const list = rows(exchanges, describe);
  if (list.length === 0) return null;
  return (
    <section className="preview-stats" aria-labelledby="preview-stats-title">
      <h2 id="preview-stats-title" className="section-title">
        {t('preview.stats.title')}
      </h2>
      <table className="data-table" data-testid="session-stats">
        <thead>
          <tr>
            <th scope="col">{t('preview.stats.target')}</th>
            <th scope="col">{t('preview.stats.answers')}</th>
            {METRICS.map((m) => (
              <th scope="col" key={m}>
                {t(METRIC_LABEL[m])} <span className="muted">P50 / P95</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.name}>
              <th scope="row">{r.name}</th>
              <td>{r.answers}</td>
              {METRICS.map((m) => (
                <td key={m}>
                  {formatMs(r.stats[m].p50)} / {formatMs(r.stats[m].p95)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
