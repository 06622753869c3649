import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { checkMessage } from '../../../lib/check-say';
import { useRobustnessResults } from '../api/get-robustness-results';
import { previewUnderVariant } from '../model/preview-link';

interface Props {
  harnessId: string;
  runId: string;
  armId: string;
  endpoint: string;
  caseNames: ReadonlyMap<string, string>;
  /** A case picked on the heat map: listed first, and shown even when it passed. */
  focusCase: string | null;
}

/** The cases that failed on an arm, their failed checks, and each one opening in the preview under the arm. */
export function FailingCases({ harnessId, runId, armId, endpoint, caseNames, focusCase }: Props) {
  const t = useT();
  const results = useRobustnessResults(harnessId, runId, { arm: armId, endpoint });
  if (results.isPending) return <Loading label={t('common.loading')} />;
  if (results.isError) {
    return <ErrorNotice title={t('robustness.resultsFailed')} error={results.error} />;
  }
  const shown = results.data
    .filter((r) => r.passes < r.trials || r.caseId === focusCase)
    .sort((a, b) => Number(b.caseId === focusCase) - Number(a.caseId === focusCase));
  if (shown.length === 0) return <p className="notice">{t('robustness.noFailures')}</p>;
  return (
    <ul className="robustness-failures" aria-label={t('robustness.failingCases')}>
      {shown.map((r) => {
        const name = caseNames.get(r.caseId) ?? r.caseId;
        const checks = r.evaluation.trials.flatMap((trial) => [
          ...(trial.error ? [trial.error] : []),
          ...trial.expectations.filter((e) => e.status === 'fail').map((e) => checkMessage(t, e)),
        ]);
        return (
          <li key={r.caseId} data-testid="failing-case" data-case={r.caseId}>
            <strong>{name}</strong>{' '}
            <span className="muted">
              {t('robustness.casePasses', { passes: r.passes, count: r.trials })}
            </span>
            {checks.length > 0 && (
              <ul className="failed-checks">
                {[...new Set(checks)].slice(0, 5).map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
            <Link
              className="button-link"
              to={previewUnderVariant(harnessId, { runId, arm: armId, caseId: r.caseId, endpoint })}
            >
              {t('robustness.openInPreview')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
