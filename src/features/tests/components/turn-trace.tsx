import type { TurnRecord } from '../../../harness/evaluation';
import { useT } from '../../../lib/i18n';

const json = (value: unknown) => {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
};

/** What the turn did besides talking: tool calls and their results, hook decisions, skills. */
export function TurnTrace({ record }: { record: TurnRecord }) {
  const t = useT();
  return (
    <div className="turn-trace">
      <h5>{t('tests.toolCalls')}</h5>
      {record.toolCalls.length === 0 ? (
        <p className="muted">{t('tests.none')}</p>
      ) : (
        <ol className="trace-list">
          {record.toolCalls.map((c, i) => (
            <li key={i}>
              <code>{c.name}</code>
              <pre>{c.arguments ? json(c.arguments) : c.rawArguments}</pre>
            </li>
          ))}
        </ol>
      )}
      <h5>{t('tests.toolResults')}</h5>
      {record.toolResults.length === 0 ? (
        <p className="muted">{t('tests.none')}</p>
      ) : (
        <ol className="trace-list">
          {record.toolResults.map((r, i) => (
            <li key={i}>
              <code>{r.name}</code>{' '}
              <span className={r.ok ? 'badge verdict-pass' : 'badge verdict-fail'}>
                {r.ok ? t('tests.toolOk') : t('tests.toolError')}
              </span>
              <pre>{r.ok ? json(r.result) : r.error}</pre>
            </li>
          ))}
        </ol>
      )}
      <h5>{t('tests.hooks')}</h5>
      {record.hooks.length === 0 ? (
        <p className="muted">{t('tests.none')}</p>
      ) : (
        <ul className="trace-list">
          {record.hooks.map((h, i) => (
            <li key={i}>
              <code>{h.hook}</code> · {h.event} → <strong>{h.decision}</strong>
            </li>
          ))}
        </ul>
      )}
      <h5>{t('tests.skillsUsed')}</h5>
      <p>{record.skillsUsed.length ? record.skillsUsed.join(', ') : t('tests.none')}</p>
    </div>
  );
}
