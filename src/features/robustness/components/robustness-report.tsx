import { useCallback, useMemo } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useFormatTime } from '../../../lib/use-format-time';
import { useTargetText } from '../../../lib/use-target-text';
import { useRobustnessRun } from '../api/get-robustness-run';
import { useTestCases } from '../../../lib/queries/test-cases';
import { shortId } from '../model/format';
import { openArm, type ReportView } from '../model/report-view';
import type { RobustnessCell } from '../types';
import { HeatMap } from './heat-map';
import { ReportBody } from './report-body';
import { RobustnessProgress } from './robustness-progress';
import '../robustness.css';

export type { ReportView };

// While the run goes on a cell has no results to open yet.
const noSelect = () => undefined;

interface Props {
  harnessId: string;
  runId: string;
  canRun: boolean;
  view: ReportView;
  onViewChange: (next: Partial<ReportView>) => void;
}

/** One robustness run: its settings, progress while it runs, then the report. */
export function RobustnessReport({ harnessId, runId, canRun, view, onViewChange }: Props) {
  const t = useT();
  const formatTime = useFormatTime();
  const targetText = useTargetText();
  const run = useRobustnessRun(harnessId, runId);
  const cases = useTestCases(harnessId).data;
  const caseNames = useMemo(() => new Map((cases ?? []).map((c) => [c.id, c.name])), [cases]);
  // Stable, so the heat map's memoised rows do not re-render on every change of the page.
  const selectCell = useCallback(
    (cell: RobustnessCell) => onViewChange({ arm: cell.arm, caseId: cell.caseId, family: null }),
    [onViewChange],
  );
  const armIds = useMemo(() => run.data?.arms.map((a) => a.id) ?? [], [run.data]);
  if (run.isPending) return <Loading label={t('common.loading')} />;
  if (run.isError) return <ErrorNotice title={t('robustness.runFailed')} error={run.error} />;
  const r = run.data;
  const opened = r.report ? openArm(r, view) : null;
  return (
    <article className="robustness-report" aria-labelledby="robustness-report-title">
      <h1 id="robustness-report-title">
        {t('robustness.reportTitle', { target: targetText(r.target), id: shortId(r.id) })}{' '}
        <span className={`badge run-status run-status-${r.status}`}>
          {t(`tests.status.${r.status}`)}
        </span>
      </h1>
      <p className="muted" data-testid="robustness-settings">
        {t('robustness.settings', {
          when: formatTime(r.createdAt),
          who: r.createdBy,
          families: r.families.map((f) => t(`robustness.family.${f}`)).join(', '),
          k: r.variantsPerFamily,
          trials: r.trials,
          seed: r.seed,
          endpoints: r.endpoints.join(', '),
        })}
        {r.version !== null && ` · v${r.version}`}
      </p>
      {r.status === 'running' && (
        <RobustnessProgress harnessId={harnessId} run={r} canCancel={canRun} reportLink={false}>
          {(progress) => (
            // The cases x arms filling in as units finish (the first endpoint's).
            <HeatMap
              cells={progress.cells}
              arms={armIds}
              endpoint={r.endpoints[0] ?? ''}
              caseNames={caseNames}
              onSelect={noSelect}
            />
          )}
        </RobustnessProgress>
      )}
      {r.error && <ErrorNotice title={t('robustness.runError')}>{r.error}</ErrorNotice>}
      {r.report ? (
        <ReportBody
          harnessId={harnessId}
          run={r}
          report={r.report}
          view={view}
          opened={opened}
          caseNames={caseNames}
          onViewChange={onViewChange}
          onSelectCell={selectCell}
        />
      ) : (
        r.status !== 'running' && <p className="notice">{t('robustness.noReport')}</p>
      )}
    </article>
  );
}
