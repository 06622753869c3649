import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { isApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { useTestRun } from '../api/get-test-run';
import { CaseDetail } from './case-detail';
import { FailuresTable } from './failures-table';
import { LatencyPanel } from './latency-panel';
import { RunCasesTable } from './run-cases-table';
import { RunComparison } from './run-comparison';
import { RunHeader } from './run-header';
import { RunProgressPanel } from './run-progress-panel';
import { RunSummaryFigures } from './run-summary';

/** The page's state that lives in the URL, so a report view can be shared as a link. */
export interface ReportView {
  caseId: string | null;
  failedOnly: boolean;
  base: string | null;
}

interface Props {
  harnessId: string;
  runId: string;
  canRun: boolean;
  view: ReportView;
  onViewChange: (next: Partial<ReportView>) => void;
}

/** One run: header, figures, failures, latency, comparison, the cases and one case in full. */
export function RunReport({ harnessId, runId, canRun, view, onViewChange }: Props) {
  const t = useT();
  const run = useTestRun(harnessId, runId);
  if (run.isPending) return <Loading label={t('common.loading')} />;
  if (run.isError) {
    return (
      <ErrorNotice
        title={isApiError(run.error, 404) ? t('notFound.title') : t('tests.runLoadFailed')}
        error={run.error}
      />
    );
  }
  const data = run.data;
  const selected = view.caseId ? data.cases.find((c) => c.caseId === view.caseId) : undefined;
  return (
    <>
      <RunHeader run={data} />
      {data.status === 'running' && (
        <RunProgressPanel
          key={data.id}
          harnessId={harnessId}
          run={data}
          canCancel={canRun}
          reportLink={false}
          headingLevel={2}
        />
      )}
      <section className="run-summary" aria-labelledby="run-summary-title">
        <h2 id="run-summary-title" className="section-title">
          {t('tests.summary')}
        </h2>
        {data.summary ? (
          <RunSummaryFigures summary={data.summary} />
        ) : (
          <p className="muted">{t('tests.noSummary')}</p>
        )}
      </section>
      {data.summary && <FailuresTable failures={data.summary.failures} />}
      {data.summary && <LatencyPanel latency={data.summary.latency} />}
      <RunComparison
        harnessId={harnessId}
        head={data}
        chosenBase={view.base}
        onChooseBase={(base) => onViewChange({ base })}
      />
      <RunCasesTable
        cases={data.cases}
        failedOnly={view.failedOnly}
        onFailedOnlyChange={(failedOnly) => onViewChange({ failedOnly })}
        selectedCaseId={view.caseId}
        onOpen={(caseId) => onViewChange({ caseId })}
      />
      {view.caseId && !selected && (
        <p className="notice notice-warning">{t('tests.caseNotFound', { id: view.caseId })}</p>
      )}
      {selected && (
        <CaseDetail
          harnessId={harnessId}
          runId={data.id}
          result={selected}
          onClose={() => onViewChange({ caseId: null })}
        />
      )}
    </>
  );
}
