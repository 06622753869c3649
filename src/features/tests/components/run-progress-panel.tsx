import { Link } from 'react-router';
import { RunFollowNotices } from '../../../components/ui/run-follow-notices';
import { caseVerdict } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';
import { useCancelTestRun } from '../api/cancel-test-run';
import { useRunProgress } from '../hooks/use-run-progress';
import { useTargetText } from '../../../lib/use-target-text';
import type { TestRun } from '../types';
import { ProgressBar } from './progress-bar';
import { RunStatusBadge, VerdictBadge } from './status-badge';

interface Props {
  harnessId: string;
  run: TestRun;
  canCancel: boolean;
  /** Link to the report when the run ends (not on the report itself). */
  reportLink?: boolean;
  /** Its title's level: under the tests page's section (3), or right under a report's h1 (2). */
  headingLevel?: 2 | 3;
}

/** A running suite: progress bar, results as they arrive, Cancel, and the report at the end. */
export function RunProgressPanel({
  harnessId,
  run,
  canCancel,
  reportLink = true,
  headingLevel = 3,
}: Props) {
  const t = useT();
  const targetText = useTargetText();
  const follow = useRunProgress(harnessId, run);
  const { progress } = follow;
  const cancel = useCancelTestRun();
  const running = progress.status === 'running';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const passed = progress.results.filter((r) => r.pass).length;
  return (
    <section className="card run-progress" aria-label={t('tests.progress')}>
      <Heading className="run-progress-title">
        {targetText(run.target)} <RunStatusBadge status={progress.status} />
      </Heading>
      <ProgressBar done={progress.done} total={progress.total} />
      <RunFollowNotices
        cancel={running && canCancel ? cancel : null}
        onCancel={() => cancel.mutate({ harnessId, runId: run.id })}
        follow={follow}
      />
      {!running && (
        <p role="status" className="notice">
          {t('tests.runEnded', {
            status: t(`tests.status.${progress.status}`),
            passed: progress.final?.summary?.passed ?? passed,
            count: progress.total,
          })}{' '}
          {reportLink && (
            <Link to={`/harnesses/${encodeURIComponent(harnessId)}/tests/runs/${run.id}`}>
              {t('tests.openReport')}
            </Link>
          )}
        </p>
      )}
      {progress.results.length > 0 && (
        <ul className="run-results" aria-label={t('tests.results')}>
          {progress.results.map((r) => (
            <li key={r.caseId} data-testid="run-result">
              <span>{r.name}</span> <VerdictBadge status={caseVerdict(r)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
