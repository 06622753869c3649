import { useT } from '../../../lib/i18n';
import { formatPercent } from '../model/format';
import type { RunComparisonResult } from '../types';

/**
 * How many cases changed, by kind, and the pass rate on each side; against a run still going,
 * on the cases both have finished (the page says so above).
 */
export function ComparisonCounts({ comparison: c }: { comparison: RunComparisonResult }) {
  const t = useT();
  const going = c.running.base || c.running.head;
  const counts: [string, string, number][] = [
    ['newly-failing', t('tests.change.newly_failing'), c.newlyFailing.length],
    ['newly-passing', t('tests.change.newly_passing'), c.newlyPassing.length],
    ['still-failing', t('tests.change.still_failing'), c.stillFailing.length],
    // Counted as the run's summary counts them: the same cases, the same check results.
    ['skipped', t('tests.change.skipped'), c.skipped.length],
    ['skipped-checks', t('tests.change.skippedChecks'), c.skippedChecks],
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
      <p data-testid="pass-rate-change">
        {t(going ? 'tests.passRateChangeSoFar' : 'tests.passRateChange', {
          base: formatPercent(c.passRate.base),
          head: formatPercent(c.passRate.head),
        })}
      </p>
    </div>
  );
}
