import { Link } from 'react-router';
import { useT } from '../../../../lib/i18n';
import { useRelativeTime } from '../../../../lib/use-relative-time';
import type { HarnessOverview } from '../../types';
import { RunLine } from '../glance/run-line';
import { percent } from '../glance/percent';

/** The latest suite run and the latest robustness run, each a link to its report. */
export function RunsCard({ overview }: { overview: HarnessOverview }) {
  const t = useT();
  const ago = useRelativeTime(t('glance.justNow'));
  const base = `/harnesses/${encodeURIComponent(overview.harness.id)}/tests`;
  const { latestRun: run, latestRobustnessRun: robust } = overview;
  return (
    <>
      <p>
        {run ? (
          <Link to={`${base}/runs/${encodeURIComponent(run.id)}`}>
            <RunLine run={run} threshold={overview.gate.threshold} />
          </Link>
        ) : (
          <RunLine run={null} />
        )}
      </p>
      <p className="muted">{t('overviewPage.cases', { count: overview.cases })}</p>
      {overview.cases > 0 && (
        // The gate counts a run by content: say which version a run of the draft is for.
        <p data-testid="draft-run-counts-for">
          {overview.draftRun.countsFor === null
            ? t('tests.draftCountsForNext')
            : t('tests.draftCountsFor', { version: overview.draftRun.countsFor })}
        </p>
      )}
      <p>
        {!robust ? (
          <span className="muted">{t('overviewPage.noRobustness')}</span>
        ) : robust.identityPassRate === null ? (
          <Link to={`${base}/robustness/${encodeURIComponent(robust.id)}`}>
            {t('overviewPage.robustnessPending', { target: robust.target, status: robust.status })}
          </Link>
        ) : (
          <Link to={`${base}/robustness/${encodeURIComponent(robust.id)}`}>
            {t('overviewPage.robustness', {
              rate: percent(robust.identityPassRate),
              drop: Math.round((robust.worstDrop ?? 0) * 1000) / 10,
              family: robust.worstFamily ?? '-',
              age: ago(robust.finishedAt ?? robust.createdAt),
            })}
          </Link>
        )}
      </p>
    </>
  );
}
