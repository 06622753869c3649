import { useT } from '../../../lib/i18n';
import type { GuardrailStatus } from '../types';

const REASON_KEYS = {
  units: 'experiment.reason.units',
  control_events: 'experiment.reason.controlEvents',
  treatment_events: 'experiment.reason.treatmentEvents',
} as const;

/**
 * Each guardrail of the split with its figures in words, breached or holding, and, while it
 * cannot decide yet, why (the server's `reason`) in the reader's language.
 */
export function GuardrailsList({ guardrails }: { guardrails: readonly GuardrailStatus[] }) {
  const t = useT();
  return (
    <section aria-labelledby="experiment-guardrails">
      <h2 id="experiment-guardrails">{t('experiment.guardrails')}</h2>
      {guardrails.length === 0 ? (
        <p className="muted">{t('experiment.noGuardrails')}</p>
      ) : (
        <ul className="guardrail-list">
          {guardrails.map((g, i) => (
            <li key={i} data-testid="experiment-guardrail">
              <span className={g.breached ? 'badge badge-error' : 'badge badge-ok'}>
                {t(g.breached ? 'experiment.breached' : 'experiment.holding')}
              </span>{' '}
              <code>{g.guardrail.kind}</code> {g.summary}
              {g.reason && (
                <p className="muted guardrail-reason" data-testid="guardrail-reason">
                  {t(REASON_KEYS[g.reason])}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
