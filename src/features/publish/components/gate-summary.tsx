import { useId } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../../components/ui/async-state';
import { meetsThreshold } from '../../../harness/evaluation';
import { useLanguage, useT } from '../../../lib/i18n';
import { refusalMessage } from '../../../lib/problem-message';
import { enumLabel } from '../../../lib/enum-label';
import { formatDateTime } from '../../../lib/format-date-time';
import { newlyFailingNames, percent } from '../model/gate-view';
import type { GateRun, PublishGate } from '../types';

interface Props {
  harnessId: string;
  version: number;
  gate: PublishGate | undefined;
  loading: boolean;
  failed: boolean;
  /** Set for the split's other version. */
  split?: boolean;
}

function RunLink({ harnessId, run }: { harnessId: string; run: GateRun }) {
  const t = useT();
  return (
    <Link
      to={`/harnesses/${encodeURIComponent(harnessId)}/tests/runs/${encodeURIComponent(run.id)}`}
    >
      {t('publish.gate.openRun', { run: run.id.slice(0, 8) })}
    </Link>
  );
}

/**
 * What the production gate sees for a version: its latest suite run against the threshold,
 * production's run, what changed between them, and the server's refusal when there is one.
 */
export function GateSummary({ harnessId, version, gate, loading, failed, split }: Props) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const title = split
    ? t('publish.gate.splitTitle', { version })
    : t('publish.gate.title', { version });
  let body;
  if (loading) body = <Loading label={t('publish.gate.loading')} />;
  else if (failed || !gate) body = <p className="muted">{t('publish.gate.loadFailed')}</p>;
  else if (!gate.gated) body = <p className="muted">{t('publish.gate.notGated')}</p>;
  else {
    const threshold = percent(gate.threshold);
    const { run, production, comparison } = gate;
    const failing = newlyFailingNames(comparison);
    // A rollback is allowed whatever its run says: then the run's own figures decide the word.
    const meets = gate.rollback
      ? !!run?.summary && meetsThreshold(run.summary, gate.threshold)
      : gate.allowed;
    body = (
      <>
        {gate.rollback && (
          <p className="notice notice-ok" data-testid="gate-rollback">
            {t('publish.gate.rollback', { version })}
          </p>
        )}
        {gate.leftByRollback && (
          // Going back to what was rolled back from is a release: say so before the verdict.
          <p className="notice notice-warning" data-testid="gate-left-by-rollback">
            {t('publish.gate.leftByRollback', {
              version,
              to: gate.leftByRollback.toVersion,
              when: formatDateTime(gate.leftByRollback.at, language),
            })}
          </p>
        )}
        <p data-testid="gate-run">
          {run?.summary ? (
            <>
              {t('publish.gate.run', {
                version,
                rate: percent(run.summary.passRate),
                passed: run.summary.passed,
                total: run.summary.cases,
                threshold,
              })}{' '}
              <strong className={meets ? 'gate-meets' : 'gate-below'}>
                {meets ? t('publish.gate.meets') : t('publish.gate.below')}
              </strong>{' '}
            </>
          ) : run ? (
            <>
              {t('publish.gate.runPending', {
                version,
                status: enumLabel(language, 'runStatus', run.status),
                done: run.done,
                count: run.total,
              })}{' '}
            </>
          ) : (
            t('publish.gate.noRun', { version, threshold })
          )}
          {run && <RunLink harnessId={harnessId} run={run} />}
        </p>
        <p data-testid="gate-production">
          {production.version === null
            ? t('publish.gate.productionEmpty')
            : production.run?.summary
              ? t('publish.gate.production', {
                  version: production.version,
                  rate: percent(production.run.summary.passRate),
                  passed: production.run.summary.passed,
                  total: production.run.summary.cases,
                })
              : t('publish.gate.productionNoRun', { version: production.version })}{' '}
          {production.run && <RunLink harnessId={harnessId} run={production.run} />}
        </p>
        {comparison && (
          <p data-testid="gate-comparison">
            {t('publish.gate.comparison', {
              failing: comparison.newlyFailing.length,
              passing: comparison.newlyPassing.length,
              changed: comparison.answersChanged.length,
            })}
          </p>
        )}
        {failing.length > 0 && (
          <>
            <p id={`${titleId}-failing`} className="gate-failing-title">
              {t('publish.gate.newlyFailing')}
            </p>
            <ul aria-labelledby={`${titleId}-failing`}>
              {failing.map((name, i) => (
                <li key={i}>{name}</li>
              ))}
            </ul>
          </>
        )}
        {gate.refusal && !gate.allowed && (
          <div className="notice notice-error" role="alert" data-testid="gate-refusal">
            <strong>{t('publish.gate.refused')}</strong>
            <RefusalText refusal={gate.refusal} />
          </div>
        )}
      </>
    );
  }
  return (
    <section className="publish-gate" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {body}
    </section>
  );
}

/** The gate's refusal in the reader's language; the server's English as the tooltip. */
function RefusalText({ refusal }: { refusal: NonNullable<PublishGate['refusal']> }) {
  const { text, english } = refusalMessage(refusal, useLanguage());
  return <p title={english}>{text}</p>;
}
