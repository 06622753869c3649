import { useT } from '../../../../lib/i18n';
import { useRelativeTime } from '../../../../lib/use-relative-time';
import type { RunGlance } from '../../types';
import { percent } from './percent';

/** The latest suite run: pass rate and age, or that there is none yet. */
export function RunLine({ run, threshold }: { run: RunGlance | null; threshold?: number }) {
  const t = useT();
  const ago = useRelativeTime(t('glance.justNow'));
  if (!run || run.passRate === null) {
    return <span className="muted">{t('glance.noRun')}</span>;
  }
  const below = threshold !== undefined && run.passRate < threshold;
  return (
    <span className={below ? 'run-line run-below' : 'run-line'} data-testid="run-line">
      {t('glance.run', {
        rate: percent(run.passRate),
        passed: run.passed ?? 0,
        cases: run.cases ?? 0,
        age: ago(run.finishedAt ?? run.createdAt),
      })}{' '}
      <span className="muted">{t('glance.runOf', { target: run.target })}</span>
    </span>
  );
}
