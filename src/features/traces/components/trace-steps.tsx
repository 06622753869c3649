import { useT } from '../../../lib/i18n';
import type { Trace } from '../types';
import { checkerName } from '../../../lib/guard-words';

/** The turn's tool calls (arguments and results) and hook decisions, in order. */
export function TraceSteps({ trace }: { trace: Trace }) {
  const t = useT();
  return (
    <>
      <h2 className="section-title">{t('traces.toolCalls')}</h2>
      {trace.toolCalls.length === 0 ? (
        <p className="muted">{t('traces.noToolCalls')}</p>
      ) : (
        <ol className="trace-tools">
          {trace.toolCalls.map((c, i) => (
            <li key={i} className={c.ok === false ? 'trace-tool-failed' : undefined}>
              <strong>{c.name}</strong>{' '}
              <span className="trace-badge">
                {c.ok === false ? t('traces.toolFailed') : t('traces.toolOk')}
              </span>
              {c.durationMs !== null && (
                <span className="muted"> {t('traces.ms', { ms: Math.round(c.durationMs) })}</span>
              )}
              <div className="trace-kv">
                <span>{t('traces.toolArguments')}</span>
                <code>{c.arguments}</code>
              </div>
              {c.result !== null && (
                <div className="trace-kv">
                  <span>{t('traces.toolResult')}</span>
                  <code>{c.result}</code>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <h2 className="section-title">{t('traces.hooks')}</h2>
      {trace.hooks.length === 0 ? (
        <p className="muted">{t('traces.noHooks')}</p>
      ) : (
        <table className="data-table trace-hooks">
          <caption className="sr-only">{t('traces.hooks')}</caption>
          <tbody>
            {trace.hooks.map((h, i) => (
              <tr key={i}>
                <td>{h.event}</td>
                <td>{checkerName(t, h.hookId)}</td>
                <td>
                  <span className={`trace-decision trace-decision-${h.outcome}`}>{h.outcome}</span>
                </td>
                <td>{h.reason ?? h.error ?? ''}</td>
                <td className="num">{t('traces.ms', { ms: h.durationMs.toFixed(1) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
