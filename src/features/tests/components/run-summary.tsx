import type { RunSummary } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';
import { formatPercent } from '../model/format';

/** The headline figures: pass rate (what the publish gate judges), pass@1, counts. */
export function RunSummaryFigures({ summary }: { summary: RunSummary }) {
  const t = useT();
  const figures: [string, string, string][] = [
    ['pass-rate', t('tests.passRate'), formatPercent(summary.passRate)],
    ['pass1', t('tests.pass1'), formatPercent(summary.pass1)],
    ['passed', t('tests.passedCount'), String(summary.passed)],
    ['failed', t('tests.failedCount'), String(summary.failed)],
    ['skipped', t('tests.skippedCount'), String(summary.skipped)],
    // Failed cases that checked nothing substantive; shown once a run has some.
    ...(summary.unchecked > 0
      ? [
          ['unchecked', t('tests.uncheckedCount'), String(summary.unchecked)] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    [
      'trials',
      t('tests.trials'),
      t('tests.trialsPassed', { passed: summary.passedTrials, total: summary.trials }),
    ],
    ['trial-errors', t('tests.trialErrors'), String(summary.trialErrors)],
  ];
  return (
    <>
      <dl className="run-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} className={`run-figure run-figure-${key}`} data-testid={`figure-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <SkippedChecks summary={summary} />
    </>
  );
}

/** What was not checked and why: skipped is never passed, so the reader must see it. */
function SkippedChecks({ summary }: { summary: RunSummary }) {
  const t = useT();
  if (summary.skippedChecks === 0) return null;
  return (
    <div className="notice notice-warning" data-testid="skipped-checks">
      <strong>{t('tests.skips')}</strong>
      <p>
        {summary.skipped > 0
          ? t('tests.skipsSummary', { checks: summary.skippedChecks, cases: summary.skipped })
          : t('tests.skipsChecksOnly', { checks: summary.skippedChecks })}
      </p>
      <ul>
        {summary.skipReasons.map((s) => (
          <li key={s.reason}>
            {t(`tests.skipReason.${s.reason}`, { checks: s.checks, cases: s.cases })}
          </li>
        ))}
      </ul>
    </div>
  );
}
