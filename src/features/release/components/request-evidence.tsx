import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useEnumLabel } from '../../../lib/enum-label';
import { useLanguage, useT } from '../../../lib/i18n';
import { refusalMessage } from '../../../lib/problem-message';
import type { ChangeRequest } from '../types';

interface Props {
  harnessId: string;
  request: ChangeRequest;
  /** What to offer where the proposal has no test run yet (start one; composed by the page). */
  startTestRun?: ReactNode;
  /** The same for the robustness run. */
  startRobustnessRun?: ReactNode;
}

/**
 * What a reviewer judges by, before approving: the gate's verdict on the proposal now, the
 * approvals it has and needs, and the runs of exactly what it proposes.
 */
export function RequestEvidence({ harnessId, request, startTestRun, startRobustnessRun }: Props) {
  const t = useT();
  const lang = useLanguage();
  const word = useEnumLabel();
  const base = `/harnesses/${encodeURIComponent(harnessId)}/tests`;
  const { gate, approvals, evidence } = request;
  const refusal = gate ? refusalMessage(gate, lang) : null;
  return (
    <section className="group request-evidence" aria-labelledby="request-evidence-title">
      <h2 id="request-evidence-title" className="section-title">
        {t('requests.evidence')}
      </h2>
      <dl className="facts">
        <dt>{t('requests.gate')}</dt>
        <dd data-testid="request-gate">
          {refusal ? (
            <span className="gate-refused" title={refusal.english}>
              {refusal.text}
            </span>
          ) : (
            t('requests.gatePasses')
          )}
        </dd>
        <dt>{t('requests.approvals')}</dt>
        <dd data-testid="request-approvals">
          {approvals.required === 0
            ? t('requests.noApprovalNeeded')
            : t('requests.approvalsNeeded', {
                have: approvals.have,
                required: approvals.required,
                roles: approvals.roles
                  .map((r) => word('role', r))
                  .join(t('requests.listSeparator')),
              })}
        </dd>
        <dt>{t('requests.testRun')}</dt>
        <dd>
          {evidence.testRunId ? (
            <Link to={`${base}/runs/${encodeURIComponent(evidence.testRunId)}`}>
              {t('requests.openRun', { run: evidence.testRunId.slice(0, 8) })}
            </Link>
          ) : (
            <>
              {t('requests.noneYet')} {startTestRun}
            </>
          )}
        </dd>
        <dt>{t('requests.robustnessRun')}</dt>
        <dd>
          {evidence.robustnessRunId ? (
            <Link to={`${base}/robustness/${encodeURIComponent(evidence.robustnessRunId)}`}>
              {t('requests.openRun', { run: evidence.robustnessRunId.slice(0, 8) })}
            </Link>
          ) : (
            <>
              {t('requests.noneYet')} {startRobustnessRun}
            </>
          )}
        </dd>
      </dl>
    </section>
  );
}
