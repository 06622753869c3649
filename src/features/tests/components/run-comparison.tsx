import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useLabels } from '../../../lib/queries/labels';
import { useLatestFinishedRun } from '../api/get-latest-finished-run';
import { useRunComparison } from '../api/get-run-comparison';
import { useTestRuns } from '../api/get-test-runs';
import { baseHint } from '../model/base-hint';
import type { RunComparisonResult, TestRun } from '../types';
import { BaseRunPicker } from './base-run-picker';
import { ComparisonCounts } from './comparison-counts';
import { ComparisonTable } from './comparison-table';
import { SetupWarning } from './setup-warning';

interface Props {
  harnessId: string;
  head: TestRun;
  /** The base the reader chose (kept in the URL); null: the default. */
  chosenBase: string | null;
  onChooseBase: (runId: string | null) => void;
}

/**
 * What changed against a base run. The default base is what viewers get today: the latest
 * finished run of the version `production` points at.
 */
export function RunComparison({ harnessId, head, chosenBase, onChooseBase }: Props) {
  const t = useT();
  // Most cases hold steady between two runs; what a reviewer came for is what moved.
  const [changedOnly, setChangedOnly] = useState(true);
  const labels = useLabels(harnessId);
  const production = labels.data?.find((l) => l.name === 'production');
  const productionVersion = production?.version ?? null;
  const latest = useLatestFinishedRun(harnessId, productionVersion);
  const runs = useTestRuns(harnessId);
  const fallback = latest.data && latest.data.id !== head.id ? latest.data : null;
  const baseId = chosenBase ?? fallback?.id ?? null;
  const comparison = useRunComparison(harnessId, head.id, baseId);

  // The default base may be older than the recent runs listed: keep it choosable.
  const others = (runs.data ?? []).filter((r) => r.id !== head.id);
  if (fallback && !others.some((r) => r.id === fallback.id)) others.push(fallback);

  const hint = baseHint({
    chosen: chosenBase !== null,
    // A disabled query stays pending; isLoading is "pending and fetching".
    loading: labels.isPending || runs.isPending || latest.isLoading,
    productionVersion,
    productionRunId: latest.data?.id ?? null,
    headRunId: head.id,
    otherRuns: others.length,
  });
  const hintText = !hint
    ? null
    : hint.kind === 'default'
      ? t('tests.compareDefault', { version: hint.version })
      : hint.kind === 'is-production'
        ? t('tests.compareIsProduction')
        : hint.kind === 'no-production-run'
          ? t('tests.compareNoProduction')
          : t('tests.compareNone');

  let body = null;
  if (baseId) {
    if (comparison.isPending) body = <Loading label={t('common.loading')} />;
    else if (comparison.isError)
      body = <ErrorNotice title={t('tests.compareFailed')} error={comparison.error} />;
    else
      body = (
        <>
          <SetupWarning setup={comparison.data.setup} />
          <StillGoing comparison={comparison.data} />
          <ComparisonCounts comparison={comparison.data} />
          <div className="field field-check">
            <input
              id="changed-only"
              type="checkbox"
              checked={changedOnly}
              onChange={(e) => setChangedOnly(e.target.checked)}
            />
            <label htmlFor="changed-only">{t('tests.changedOnly')}</label>
          </div>
          <ComparisonTable cases={comparison.data.cases} changedOnly={changedOnly} />
        </>
      );
  }

  return (
    <section className="run-comparison" aria-labelledby="run-comparison-title">
      <h2 id="run-comparison-title" className="section-title">
        {t('tests.compare')}
      </h2>
      {others.length > 0 && (
        <div className="compare-pick">
          <BaseRunPicker runs={others} value={baseId} onChange={onChooseBase} />
          {baseId && (
            <Link to={`/harnesses/${encodeURIComponent(harnessId)}/tests/runs/${baseId}`}>
              {t('tests.compareOpenBase')}
            </Link>
          )}
        </div>
      )}
      {hintText && <p className="muted">{hintText}</p>}
      {body}
    </section>
  );
}

/**
 * A comparison with a run that has not ended covers the cases both runs finished: said before
 * the figures, so a half-done run never reads as cases removed or a pass rate collapsed.
 */
function StillGoing({ comparison: c }: { comparison: RunComparisonResult }) {
  const t = useT();
  if (!c.running.head && !c.running.base) return null;
  return (
    <p className="notice" role="status" data-testid="compare-running">
      {t(c.running.head ? 'tests.compareHeadRunning' : 'tests.compareBaseRunning', {
        count: c.pending.length,
      })}
    </p>
  );
}
