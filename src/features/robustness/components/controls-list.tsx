import { useT } from '../../../lib/i18n';
import { interval, percent } from '../model/format';
import type { RobustnessRunReport } from '../types';

interface Props {
  controls: RobustnessRunReport['controls'];
  skipped: RobustnessRunReport['skippedControls'];
}

/**
 * Negative controls change what the harness means: each must be caught (score below the
 * noise floor). One that is not says the suite cannot see that kind of change, which is
 * said in words so a good variant score is not read as robustness there.
 */
export function ControlsList({ controls, skipped }: Props) {
  const t = useT();
  return (
    <ul className="robustness-controls" aria-label={t('robustness.controls')}>
      {controls.map((c) => (
        <li
          key={c.kind}
          data-testid="control-row"
          className={c.caught ? 'control-caught' : 'control-missed'}
        >
          <code>{c.kind}</code> {percent(c.passRate)}{' '}
          <span className="muted">({interval(c.low, c.high)})</span>{' '}
          {c.caught ? (
            <span className="badge verdict verdict-pass">{t('robustness.caught')}</span>
          ) : (
            <>
              <span className="badge verdict verdict-fail">{t('robustness.notCaught')}</span>{' '}
              <span>{t('robustness.cannotSee')}</span>
            </>
          )}
        </li>
      ))}
      {skipped.map((s) => (
        <li key={s.kind} data-testid="control-skipped" className="muted">
          <code>{s.kind}</code> {t('robustness.skipped', { reason: s.reason })}
        </li>
      ))}
    </ul>
  );
}
