import { useT } from '../../../lib/i18n';
import type { HookEventData } from '../types';
import { Json, Ms } from './trace-bits';
import { checkerName, guardReason } from '../../../lib/guard-words';

/** One hook's decision: what it decided, why, and what it changed. */
export function HookTrace({ item }: { item: HookEventData }) {
  const t = useT();
  const d = item.decision;
  const why = item.guard ? guardReason(t, item.guard) : undefined;
  return (
    <li className={`trace-item trace-hook trace-${item.outcome}`} data-testid="trace-hook">
      <div className="trace-head">
        <span className="trace-kind">{t('preview.trace.hook')}</span>
        {item.guard ? <strong>{checkerName(t, item.hookId)}</strong> : <code>{item.hookId}</code>}
        {/* When it ran, in plain words; the event's name for engineers as the tooltip. */}
        <span className="muted" title={item.event}>
          {t(`preview.hookEvent.${item.event}`)}
        </span>
        <strong className="trace-outcome">{t(`preview.outcome.${item.outcome}`)}</strong>
        <Ms value={item.durationMs} />
      </div>
      {d?.action === 'block' && <p className="trace-detail">{why ?? d.reason}</p>}
      {d?.action === 'replace' && why && <p className="trace-detail">{why}</p>}
      {d?.action === 'answer' && <p className="trace-detail">{d.reply}</p>}
      {d?.action === 'rewrite' && (
        <div className="trace-detail">
          {d.message !== undefined && <p>{t('preview.trace.newMessage', { text: d.message })}</p>}
          {d.reply !== undefined && <p>{t('preview.trace.newReply', { text: d.reply })}</p>}
          {d.arguments !== undefined && (
            <Json label={t('preview.trace.newArguments')} value={d.arguments} />
          )}
        </div>
      )}
      {item.error && (
        <p className="trace-detail trace-error-text">
          {t('preview.trace.hookFailed', { kind: item.error.kind, policy: item.error.policy })}{' '}
          {item.error.message}
        </p>
      )}
    </li>
  );
}
