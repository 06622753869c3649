import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useLabels } from '../api/get-labels';
import { useLatestFinishedRun } from '../api/get-latest-finished-run';
import { useRunComparison } from '../api/get-run-comparison';
import { useTestRuns } from '../api/get-test-runs';
import type { TestRun } from '../types';
import { BaseRunPicker } from './base-run-picker';
import { ComparisonCounts } from './comparison-counts';
import { ComparisonTable } from './comparison-table';

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
  const [changedOnly, setChangedOnly] = useState(false);
  const production = useLabels(harnessId).data?.find((l) => l.name === 'production');
  const productionVersion = production?.version ?? null;
  const latest = useLatestFinishedRun(harnessId, productionVersion);
  const runs = useTestRuns(harnessId).data ?? [];
  const fallback = latest.data && latest.data.id !== head.id ? latest.data : null;
  const baseId = chosenBase ?? fallback?.id ?? null;
  const comparison = useRunComparison(harnessId, head.id, baseId);

  // The default base may be older than the recent runs listed: keep it choosable.
  const others = runs.filter((r) => r.id !== head.id);
  if (fallback && !others.some((r) => r.id === fallback.id)) others.push(fallback);

  let hint: string | null = null;
  if (!chosenBase && fallback && productionVersion !== null) {
    hint = t('tests.compareDefault', { version: productionVersion });
  } else if (!chosenBase && !latest.isPending) {
    hint = others.length === 0 ? t('tests.compareNone') : t('tests.compareNoProduction');
  }

  let body = null;
  if (baseId) {
    if (comparison.isPending) body = <Loading label={t('common.loading')} />;
    else if (comparison.isError)
      body = <ErrorNotice title={t('tests.compareFailed')} error={comparison.error} />;
    else
      body = (
        <>
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
      {hint && <p className="muted">{hint}</p>}
      {body}
    </section>
  );
}
