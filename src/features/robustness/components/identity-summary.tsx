import { useT } from '../../../lib/i18n';
import { interval, percent } from '../model/format';
import type { RobustnessRunReport } from '../types';

/** The unchanged harness's pass rate and interval: the noise floor every drop is read against. */
export function IdentitySummary({ identity }: { identity: RobustnessRunReport['identity'] }) {
  const t = useT();
  return (
    <div className="figure-card" data-testid="robustness-identity">
      <span className="figure-label">{t('robustness.identity')}</span>
      <strong className="figure-value">{percent(identity.passRate)}</strong>
      <span className="muted">
        {t('robustness.intervalOf', { interval: interval(identity.low, identity.high) })}
      </span>
      <p className="field-hint">{t('robustness.identityHint')}</p>
    </div>
  );
}
