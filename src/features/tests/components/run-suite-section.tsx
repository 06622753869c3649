import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useTestRuns } from '../api/get-test-runs';
import type { TestRun } from '../types';
import { RunProgressPanel } from './run-progress-panel';
import { RunSuiteForm } from './run-suite-form';

interface Props {
  harnessId: string;
  canRun: boolean;
}

/**
 * Start a run and follow it. A run already going when the screen opens (started elsewhere,
 * or before a reload) is followed too, and stays shown after it ends so its report is a click away.
 */
export function RunSuiteSection({ harnessId, canRun }: Props) {
  const t = useT();
  const running = useTestRuns(harnessId).data?.find((r) => r.status === 'running');
  const [followed, setFollowed] = useState<TestRun | null>(null);
  if (!followed && running) setFollowed(running);
  return (
    <section className="run-suite" aria-labelledby="run-suite-title">
      <h2 id="run-suite-title" className="section-title">
        {t('tests.runTitle')}
      </h2>
      {canRun ? (
        <RunSuiteForm harnessId={harnessId} onStarted={setFollowed} />
      ) : (
        <p className="muted">{t('tests.runForbidden')}</p>
      )}
      {followed && (
        <RunProgressPanel
          key={followed.id}
          harnessId={harnessId}
          run={followed}
          canCancel={canRun}
        />
      )}
    </section>
  );
}
