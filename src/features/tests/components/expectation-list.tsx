import type { ExpectationResult } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';
import { checkDetails, checkMessage } from '../../../lib/check-say';
import { ModelGradedMark, VerdictBadge } from './status-badge';

/** Each check of one trial: verdict, what the checker said, and its per-call details. */
export function ExpectationList({ results }: { results: readonly ExpectationResult[] }) {
  const t = useT();
  return (
    <ul className="expectation-results" aria-label={t('tests.checks')}>
      {results.map((r) => (
        <li key={r.index} className={`expectation expectation-${r.status}`}>
          <div>
            <VerdictBadge status={r.status} /> <strong>{t(`tests.check.${r.type}`)}</strong>{' '}
            {!r.deterministic && <ModelGradedMark />}
          </div>
          {r.status === 'skipped' && r.skipReason ? (
            // Why it was not run, in the reader's language; the grader's English as the tooltip.
            <p className="expectation-message" title={r.message}>
              {t(`tests.skipWhy.${r.skipReason}`)}
            </p>
          ) : (
            // The grader's English stays as the tooltip.
            r.message && (
              <p className="expectation-message" title={r.message}>
                {checkMessage(t, r)}
              </p>
            )
          )}
          {r.details && r.details.length > 0 && (
            <ul className="expectation-details">
              {checkDetails(t, r).map((d, i) => (
                <li key={i} title={r.details?.[i]}>
                  {d}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
