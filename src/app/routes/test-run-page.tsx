import { Link, useParams, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { useSession } from '../../features/auth/api/get-session';
import { mayRunTests } from '../../features/tests/model/permissions';
import { RunReport, type ReportView } from '../../features/tests/components/run-report';

/** One run's report; the open case, the filter and the base run live in the URL. */
export default function TestRunPage() {
  const t = useT();
  const { id = '', runId = '' } = useParams();
  const actor = useSession().data?.actor;
  const [params, setParams] = useSearchParams();
  const view: ReportView = {
    caseId: params.get('case'),
    failedOnly: params.get('failed') === '1',
    base: params.get('base'),
  };
  const change = (next: Partial<ReportView>) => {
    const merged = { ...view, ...next };
    const p = new URLSearchParams();
    if (merged.caseId) p.set('case', merged.caseId);
    if (merged.failedOnly) p.set('failed', '1');
    if (merged.base) p.set('base', merged.base);
    // At once, not as a transition: the checkbox and the open case follow the click.
    setParams(p, { replace: true, preventScrollReset: true, flushSync: true });
  };
  return (
    <section className="page test-run-page">
      <p>
        <Link to={`/harnesses/${encodeURIComponent(id)}/tests`}>{t('tests.back')}</Link>
      </p>
      <RunReport
        key={runId}
        harnessId={id}
        runId={runId}
        canRun={mayRunTests(actor)}
        view={view}
        onViewChange={change}
      />
    </section>
  );
}
