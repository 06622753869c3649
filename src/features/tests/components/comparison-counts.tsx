import { useT } from '../../../lib/i18n';
import { formatPercent } from '../model/format';
import type { RunComparisonResult } from '../types';

/** How many cases changed, by kind, and the pass rate on each side. */
export function ComparisonCounts({ comparison: c }: { comparison: RunComparisonResult }) {
  const t = useT();
  const counts: [string, string, number][] = [
    ['newly-failing', t('tests.change.newly_failing'), c.newlyFailing.length],
    ['newly-passing', t('tests.change.newly_passing'), c.newlyPassing.length],
    ['still-failing', t('tests.change.still_failing'), c.stillFailing.length],
    ['skipped', t('tests.change.skipped'), c.skipped.length],
    ['answers-changed', t('tests.answersChanged'), c.answersChanged.length],
    ['added', t('tests.change.added'), c.added.length],
    ['removed', t('tests.change.removed'), c.removed.length],
  ];
  return (
    <div role="group" aria-label={t('tests.changes')} className="comparison-counts">
      <dl className="run-figures">
        {counts.map(([key, label, n]) => (
          <div
            key={key}
            className={`run-figure change-count-${key}${n > 0 ? ' nonzero' : ''}`}
            data-testid={`change-${key}`}
          >
            <dt>{label}</dt>
            <dd>{n}</dd>
          </div>
        ))}
      </dl>
      <p>
        {t('tests.passRateChange', {
          base: formatPercent(c.passRate.base),
          head: formatPercent(c.passRate.head),
        })}
      </p>
    </div>
  );
}
