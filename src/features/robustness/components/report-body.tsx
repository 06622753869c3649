import { useT } from '../../../lib/i18n';
import { useRobustnessCells } from '../api/get-robustness-cells';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { reportEndpoint, type OpenedArm, type ReportView } from '../model/report-view';
import type { RobustnessCell, RobustnessRun, RobustnessRunReport } from '../types';
import { ArmsTable } from './arms-table';
import { ControlsList } from './controls-list';
import { EndpointsTable } from './endpoints-table';
import { ExportLinks } from './export-links';
import { FamiliesTable } from './families-table';
import { HeatMap } from './heat-map';
import { IdentitySummary } from './identity-summary';
import { RunCompare } from './run-compare';
import { VariantPanel } from './variant-panel';

interface Props {
  harnessId: string;
  run: RobustnessRun;
  report: RobustnessRunReport;
  view: ReportView;
  opened: OpenedArm | null;
  caseNames: ReadonlyMap<string, string>;
  onViewChange: (next: Partial<ReportView>) => void;
  onSelectCell: (cell: RobustnessCell) => void;
}

/** The report of an ended run, for one endpoint at a time when it compared several. */
export function ReportBody({
  harnessId,
  run,
  report,
  view,
  opened,
  caseNames,
  onViewChange,
  onSelectCell,
}: Props) {
  const t = useT();
  const endpoint = reportEndpoint(run, view);
  const mine = report.endpoints.find((e) => e.endpoint === endpoint) ?? report;
  const cells = useRobustnessCells(harnessId, run.id, true);
  const armIds = run.arms.map((a) => a.id);
  const variantArms = run.arms.filter((a) => a.role !== 'control');
  return (
    <>
      {report.endpoints.length > 1 && (
        <section aria-labelledby="rb-endpoints-title">
          <h2 id="rb-endpoints-title" className="section-title">
            {t('robustness.endpointsTable')}
          </h2>
          <EndpointsTable endpoints={report.endpoints} />
          <div className="field">
            <label htmlFor="rb-endpoint">{t('robustness.reportEndpoint')}</label>
            <select
              id="rb-endpoint"
              value={endpoint}
              onChange={(e) => onViewChange({ endpoint: e.target.value, arm: null, caseId: null })}
            >
              {run.endpoints.map((e) => (
                <option key={e} value={e}>
                  {e}
                </option>
              ))}
            </select>
          </div>
        </section>
      )}
      <section aria-labelledby="rb-families-title">
        <h2 id="rb-families-title" className="section-title">
          {t('robustness.familiesTable')}
        </h2>
        <IdentitySummary identity={mine.identity} />
        <FamiliesTable
          families={mine.families}
          open={opened?.family ?? null}
          onOpen={(family) => onViewChange({ family, arm: null, caseId: null })}
        />
        <p className="field-hint">{t('robustness.dropHint')}</p>
      </section>
      {opened && (
        <VariantPanel
          key={`${opened.arm.id}@${opened.endpoint}`}
          harnessId={harnessId}
          runId={run.id}
          arm={opened.arm}
          endpoint={opened.endpoint}
          caseNames={caseNames}
          focusCase={view.arm ? view.caseId : null}
          reason={
            opened.family
              ? t('robustness.openedWorst', { family: t(`robustness.family.${opened.family}`) })
              : t('robustness.openedCell')
          }
        />
      )}
      <section aria-labelledby="rb-controls-title">
        <h2 id="rb-controls-title" className="section-title">
          {t('robustness.controls')}
        </h2>
        <ControlsList controls={mine.controls} skipped={report.skippedControls} />
      </section>
      <section aria-labelledby="rb-arms-title">
        <h2 id="rb-arms-title" className="section-title">
          {t('robustness.armsTable')}
        </h2>
        <ArmsTable
          arms={variantArms}
          scores={report.arms.filter((s) => s.endpoint === endpoint)}
          k={report.k}
        />
      </section>
      <section aria-labelledby="rb-heat-title">
        <h2 id="rb-heat-title" className="section-title">
          {t('robustness.heatMap')}
        </h2>
        {cells.isPending && <Loading label={t('common.loading')} />}
        {cells.isError && <ErrorNotice title={t('robustness.cellsFailed')} error={cells.error} />}
        {cells.data && (
          <HeatMap
            cells={cells.data}
            arms={armIds}
            endpoint={endpoint}
            caseNames={caseNames}
            selected={view.arm && view.caseId ? { arm: view.arm, caseId: view.caseId } : null}
            onSelect={onSelectCell}
          />
        )}
      </section>
      <RunCompare
        harnessId={harnessId}
        runId={run.id}
        base={view.base}
        onBaseChange={(base) => onViewChange({ base })}
      />
      <ExportLinks harnessId={harnessId} runId={run.id} endpoints={run.endpoints} />
    </>
  );
}
