import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useRobustnessRuns } from '../api/get-robustness-runs';
import type { RobustnessRun } from '../types';
import { RobustnessHistory } from './robustness-history';
import { RobustnessProgress } from './robustness-progress';
import { RobustnessRunForm } from './robustness-run-form';
import '../robustness.css';

interface Props {
  harnessId: string;
  canRun: boolean;
}

/**
 * The Tests screen's robustness section: start a run on variants of the harness, follow it,
 * and the recent runs. A run already going when the screen opens is followed too.
 */
export function RobustnessSection({ harnessId, canRun }: Props) {
  const t = useT();
  const running = useRobustnessRuns(harnessId).data?.find((r) => r.status === 'running');
  const [followed, setFollowed] = useState<RobustnessRun | null>(null);
  if (!followed && running) setFollowed(running);
  return (
    <section className="robustness-section" aria-labelledby="robustness-title">
      <h2 id="robustness-title" className="section-title">
        {t('robustness.title')}
      </h2>
      <p className="muted">{t('robustness.intro')}</p>
      {canRun ? (
        <RobustnessRunForm harnessId={harnessId} onStarted={setFollowed} />
      ) : (
        <p className="muted">{t('tests.runForbidden')}</p>
      )}
      {followed && (
        <RobustnessProgress
          key={followed.id}
          harnessId={harnessId}
          run={followed}
          canCancel={canRun}
        />
      )}
      <RobustnessHistory harnessId={harnessId} />
    </section>
  );
}
