import { useState } from 'react';
import type { Guardrail } from '../../../harness/experiments/guardrail-schema';
import { useT, type MessageKey } from '../../../lib/i18n';

const KINDS: ReadonlyArray<{ kind: Guardrail['kind']; key: MessageKey }> = [
  { kind: 'error_rate', key: 'publish.guardrails.kind.error_rate' },
  { kind: 'hook_block_rate', key: 'publish.guardrails.kind.hook_block_rate' },
  { kind: 'first_token_p95', key: 'publish.guardrails.kind.first_token_p95' },
  { kind: 'metric', key: 'publish.guardrails.kind.metric' },
];

/** One guardrail said in the reader's words (thresholds as the form types them). */
function useDescribe() {
  const t = useT();
  return (g: Guardrail) =>
    g.kind === 'first_token_p95'
      ? t('publish.guardrails.says.first_token_p95', { ms: g.maxMs })
      : g.kind === 'metric'
        ? t('publish.guardrails.says.metric', { event: g.event, pct: Math.round(g.maxDrop * 100) })
        : t(`publish.guardrails.says.${g.kind}`, { pct: Math.round(g.maxIncrease * 100) });
}

/** The guardrail the add row holds, or null while its threshold is not a usable number. */
function fromRow(kind: Guardrail['kind'], value: number, event: string): Guardrail | null {
  if (!Number.isFinite(value) || value < 0) return null;
  if (kind === 'first_token_p95') {
    return Number.isInteger(value) && value >= 1 ? { kind, maxMs: value } : null;
  }
  if (value > 100) return null;
  if (kind === 'metric') {
    return event.trim()
      ? { kind, event: event.trim(), measure: 'conversion', maxDrop: value / 100 }
      : null;
  }
  return { kind, maxIncrease: value / 100 };
}

interface Props {
  guardrails: readonly Guardrail[];
  onChange: (next: Guardrail[]) => void;
}

/**
 * The split's guardrails: what is sent is what is listed, so a ramp keeps those the running
 * split has (they start the list) unless they are removed here.
 */
export function SplitGuardrailsFields({ guardrails, onChange }: Props) {
  const t = useT();
  const describe = useDescribe();
  const [kind, setKind] = useState<Guardrail['kind']>('error_rate');
  const [value, setValue] = useState(Number.NaN);
  const [event, setEvent] = useState('order');
  const row = fromRow(kind, value, event);
  return (
    <fieldset className="split-guardrails" data-testid="split-guardrails">
      <legend>{t('publish.guardrails.title')}</legend>
      {guardrails.length === 0 ? (
        <p className="muted">{t('publish.guardrails.none')}</p>
      ) : (
        <ul>
          {guardrails.map((g, i) => (
            <li key={`${g.kind}-${i}`}>
              {describe(g)}{' '}
              <button
                type="button"
                className="button-link"
                onClick={() => onChange(guardrails.filter((_, j) => j !== i))}
              >
                {t('publish.guardrails.remove', { what: describe(g) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="field-row">
        <div className="field">
          <label htmlFor="guardrail-kind">{t('publish.guardrails.kind')}</label>
          <select
            id="guardrail-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as Guardrail['kind'])}
          >
            {KINDS.map((k) => (
              <option key={k.kind} value={k.kind}>
                {t(k.key)}
              </option>
            ))}
          </select>
        </div>
        {kind === 'metric' && (
          <div className="field">
            <label htmlFor="guardrail-event">{t('publish.guardrails.event')}</label>
            <input id="guardrail-event" value={event} onChange={(e) => setEvent(e.target.value)} />
          </div>
        )}
        <div className="field">
          <label htmlFor="guardrail-value">
            {t(
              kind === 'first_token_p95' ? 'publish.guardrails.maxMs' : 'publish.guardrails.maxPct',
            )}
          </label>
          <input
            id="guardrail-value"
            type="number"
            min={0}
            value={Number.isNaN(value) ? '' : value}
            onChange={(e) => setValue(e.target.valueAsNumber)}
          />
        </div>
      </div>
      <button
        type="button"
        disabled={!row || guardrails.length >= 10}
        onClick={() => row && (onChange([...guardrails, row]), setValue(Number.NaN))}
      >
        {t('publish.guardrails.add')}
      </button>
    </fieldset>
  );
}
