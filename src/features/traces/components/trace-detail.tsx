import { Link } from 'react-router';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useLanguage, useT } from '../../../lib/i18n';
import { useEnumLabel } from '../../../lib/enum-label';
import { useTrace } from '../api/get-trace';
import { formatAt } from '../model/format';
import type { Trace } from '../types';
import { SaveTraceCase } from './save-trace-case';
import { TraceSentences } from './trace-sentences';
import { TraceSteps } from './trace-steps';
import { TraceTimings } from './trace-timings';
import '../traces.css';

interface Props {
  harnessId: string;
  traceId: string;
  listHref: string;
  suiteHref: string;
  canSave: boolean;
}

/** One production trace: what was asked and said, tool calls, hook decisions and timings. */
export function TraceDetail({ harnessId, traceId, listHref, suiteHref, canSave }: Props) {
  const t = useT();
  const trace = useTrace(harnessId, traceId);
  return (
    <section className="page traces-page" aria-labelledby="trace-title">
      <p>
        <Link to={listHref}>← {t('traces.back')}</Link>
      </p>
      {trace.isPending && <Loading label={t('common.loading')} />}
      {trace.isError && <ErrorNotice title={t('traces.loadFailed')} error={trace.error} />}
      {trace.data && (
        <TraceBody
          trace={trace.data}
          harnessId={harnessId}
          suiteHref={suiteHref}
          canSave={canSave}
        />
      )}
    </section>
  );
}

function TraceBody({
  trace,
  harnessId,
  suiteHref,
  canSave,
}: {
  trace: Trace;
  harnessId: string;
  suiteHref: string;
  canSave: boolean;
}) {
  const t = useT();
  const word = useEnumLabel();
  const language = useLanguage();
  return (
    <>
      <h1 id="trace-title">
        {t('traces.detailTitle')} · {formatAt(trace.at, language)}
      </h1>
      <dl className="trace-facts">
        <dt>{t('traces.label')}</dt>
        <dd>{trace.label}</dd>
        <dt>{t('traces.version')}</dt>
        <dd>{trace.version}</dd>
        {trace.arm && (
          <>
            <dt>{t('traces.arm')}</dt>
            <dd>{trace.arm}</dd>
          </>
        )}
        {trace.shop && (
          <>
            <dt>{t('traces.shop')}</dt>
            <dd>{trace.shop}</dd>
          </>
        )}
        <dt>{t('traces.outcome')}</dt>
        <dd data-testid="trace-outcome">{word('turnOutcome', trace.outcome)}</dd>
        {trace.turnTime && (
          <>
            <dt>{t('traces.turnTime')}</dt>
            <dd data-testid="trace-time">
              {formatAt(trace.turnTime.now, language)} ·{' '}
              {t(
                trace.turnTime.source === 'server'
                  ? 'traces.turnTime.server'
                  : 'traces.turnTime.context',
              )}
            </dd>
          </>
        )}
        {trace.viewer && (
          <>
            <dt>{t('traces.viewer')}</dt>
            <dd className="mono">{trace.viewer.slice(0, 12)}</dd>
          </>
        )}
      </dl>
      {trace.truncated && <p className="notice">{t('traces.truncated')}</p>}
      <h2 className="section-title">{t('traces.messages')}</h2>
      <ol className="trace-messages">
        {trace.messages.map((m, i) => (
          <li key={i} className={`trace-message trace-message-${m.role}`}>
            <strong>{t(m.role === 'user' ? 'traces.role.user' : 'traces.role.assistant')}</strong>
            <span>{m.content}</span>
          </li>
        ))}
      </ol>
      <h2 className="section-title">{t('traces.reply')}</h2>
      {trace.reply === null ? (
        <p className="muted">{t('traces.noReply')}</p>
      ) : (
        <p className="trace-reply">{trace.reply}</p>
      )}
      {trace.original !== null && (
        <>
          <h3 className="section-title">{t('traces.original')}</h3>
          <p className="trace-reply trace-original">{trace.original}</p>
        </>
      )}
      {trace.error && (
        <div className="notice notice-error">
          <strong>{t('traces.error')}</strong>
          <p>
            {trace.errorCode ? `${trace.errorCode}: ` : ''}
            {trace.error}
          </p>
        </div>
      )}
      <TraceSentences trace={trace} />
      <TraceSteps trace={trace} />
      <TraceTimings timings={trace.timings} usage={trace.usage} />
      {canSave && <SaveTraceCase harnessId={harnessId} trace={trace} suiteHref={suiteHref} />}
    </>
  );
}
