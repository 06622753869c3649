import { useT } from '../../../lib/i18n';
import type { GuardrailStatus } from '../types';

/** Each guardrail of the split with its figures in words, breached or holding. */
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
