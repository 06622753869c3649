import { useT } from '../../../lib/i18n';
import type { ToolCallEvent, ToolResultEvent } from '../types';
import { Json, Ms } from './trace-bits';

interface Props {
  call: ToolCallEvent;
  /** Absent while the binding still runs. */
  result?: ToolResultEvent;
}

/** A tool call with the arguments the model sent, and what came back. */
export function ToolTrace({ call, result }: Props) {
  const t = useT();
  return (
    <li className="trace-item trace-tool" data-testid="trace-tool">
      <div className="trace-head">
        <span className="trace-kind">{t('preview.trace.tool')}</span>
        <code>{call.name}</code>
        {result && (
          <strong className={result.ok ? 'trace-ok' : 'trace-failed'}>
            {result.ok ? t('preview.trace.toolOk') : t('preview.trace.toolFailed')}
          </strong>
        )}
        {result && <span className="muted">{t(`preview.toolSource.${result.source}`)}</span>}
        {result ? (
          <Ms value={result.durationMs} />
        ) : (
          <span className="muted">{t('preview.trace.running')}</span>
        )}
      </div>
      {call.arguments ? (
        <Json label={t('preview.trace.arguments')} value={call.arguments} />
      ) : (
        <div className="trace-json">
          <span className="muted">{t('preview.trace.rawArguments')}</span>
          <pre tabIndex={0}>{call.rawArguments}</pre>
        </div>
      )}
      {result?.ok === true && <Json label={t('preview.trace.result')} value={result.result} />}
      {result?.ok === false && <p className="trace-detail trace-error-text">{result.error}</p>}
    </li>
  );
}
