import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { caseVerdict } from '../../../harness/evaluation';
import { caseReasons, trialViews } from '../model/run-cases';
import type { RunCaseResult } from '../types';
import { GeneratedMark, ModelGradedMark, VerdictBadge } from './status-badge';
import { TrialDetail } from './trial-detail';

interface Props {
  harnessId: string;
  runId: string;
  result: RunCaseResult;
  onClose: () => void;
}

/** One case of the run in full: the conversation, then every trial with checks and trace. */
export function CaseDetail({ harnessId, runId, result, onClose }: Props) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const { evaluation: e, testCase } = result;
  // Opening a case moves the reader to it (the table may be long).
  useEffect(() => heading.current?.focus(), [result.caseId]);
  const preview = `/harnesses/${encodeURIComponent(harnessId)}/preview?${new URLSearchParams({
    run: runId,
    case: result.caseId,
  })}`;
  return (
    <section className="card case-detail" aria-labelledby="case-detail-title">
      <div className="case-detail-head">
        <h2 id="case-detail-title" ref={heading} tabIndex={-1}>
          {t('tests.caseHeading', { name: e.name })} <VerdictBadge status={caseVerdict(e)} />{' '}
          {!e.deterministic && <ModelGradedMark />}{' '}
          {e.generated && <GeneratedMark promotionId={e.generated.promotionId} />}
        </h2>
        <div className="row-actions">
          <Link to={preview}>{t('tests.openInPreview')}</Link>
          <button type="button" onClick={onClose}>
            {t('tests.closeCase')}
          </button>
        </div>
      </div>
      {e.generated && (
        <p className="muted">{t('tests.generatedFrom', { promotion: e.generated.promotionId })}</p>
      )}
      {caseReasons(e).map((reason) => (
        <p key={reason} className="notice notice-error" data-testid="case-reason">
          {t(`tests.reason.${reason}`)}
        </p>
      ))}
      <h3>{t('tests.conversation')}</h3>
      <ol className="conversation" aria-label={t('tests.conversation')}>
        {(testCase.conversation ?? []).map((turn, i) => (
          <li key={i} className={`turn turn-${turn.role}`}>
            <strong>{turn.role === 'user' ? t('tests.viewer') : t('tests.host')}</strong>
            <p>{turn.content}</p>
          </li>
        ))}
      </ol>
      {testCase.context && (
        <details>
          <summary>{t('tests.context')}</summary>
          <pre className="case-context">{JSON.stringify(testCase.context, null, 2)}</pre>
        </details>
      )}
      {trialViews(result).map((view) => (
        <TrialDetail key={view.trial.trial} view={view} />
      ))}
    </section>
  );
}
