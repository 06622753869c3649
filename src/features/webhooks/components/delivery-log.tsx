import type { ReactNode } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { formatDateTime } from '../../../lib/format-date-time';
import { useLanguage, useT } from '../../../lib/i18n';
import { useDeliveries } from '../api/get-deliveries';
import { useRedeliver } from '../api/redeliver';
import type { DeliveryAttempt, Webhook, WebhookDelivery } from '../types';
import { eventWord, stateWord } from './webhook-words';

interface Props {
  harnessId: string;
  webhook: Webhook;
}

/**
 * One webhook's deliveries, newest first: the event in words, its state, every attempt with
 * the receiver's status code and time, when it is tried next, and Redeliver.
 */
export function DeliveryLog({ harnessId, webhook }: Props) {
  const t = useT();
  const log = useDeliveries(harnessId, webhook.id);
  const deliveries = log.data?.pages.flatMap((p) => p.items) ?? [];
  const redeliver = useRedeliver();
  const titleId = `delivery-log-title-${webhook.id}`;
  let body: ReactNode;
  if (log.isPending) body = <Loading label={t('webhooks.logLoading')} />;
  else if (log.isError) body = <ErrorNotice title={t('webhooks.logFailed')} error={log.error} />;
  else if (deliveries.length === 0) body = <p className="muted">{t('webhooks.logNone')}</p>;
  else
    body = (
      <>
        <table className="data-table delivery-table">
          <caption className="sr-only">{t('webhooks.logTitle', { url: webhook.url })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('webhooks.event')}</th>
              <th scope="col">{t('webhooks.state')}</th>
              <th scope="col">{t('webhooks.attempts')}</th>
              <th scope="col">{t('webhooks.nextAttempt')}</th>
              <th scope="col">{t('webhooks.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((d) => (
              <DeliveryRow
                key={d.id}
                delivery={d}
                busy={redeliver.isPending && redeliver.variables.did === d.id}
                onRedeliver={() => redeliver.mutate({ harnessId, wid: webhook.id, did: d.id })}
              />
            ))}
          </tbody>
        </table>
        {/* The newest come first; older ones a page at a time, past the first page. */}
        {log.hasNextPage && (
          <button
            type="button"
            onClick={() => log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
          >
            {log.isFetchingNextPage ? t('common.loading') : t('common.more')}
          </button>
        )}
      </>
    );
  return (
    <section className="delivery-log" aria-labelledby={titleId} data-testid="delivery-log">
      <div className="delivery-log-head">
        <h2 id={titleId} className="section-title">
          {t('webhooks.logTitle', { url: webhook.url })}
        </h2>
        <button type="button" onClick={() => log.refetch()} disabled={log.isFetching}>
          {t('webhooks.refresh')}
        </button>
      </div>
      {body}
      {redeliver.isSuccess && (
        <p role="status" className="notice notice-ok">
          {t('webhooks.redelivered')}
        </p>
      )}
      {redeliver.isError && (
        <ErrorNotice title={t('webhooks.redeliverFailed')} error={redeliver.error} />
      )}
    </section>
  );
}

interface RowProps {
  delivery: WebhookDelivery;
  busy: boolean;
  onRedeliver: () => void;
}

function DeliveryRow({ delivery: d, busy, onRedeliver }: RowProps) {
  const t = useT();
  const lang = useLanguage();
  const at = (iso: string) => formatDateTime(iso, lang, { seconds: true });
  return (
    <tr data-testid={`delivery-${d.id}`}>
      <th scope="row">
        {eventWord(t, d.type)}
        <span className="muted delivery-queued">
          {t('webhooks.queued', { at: at(d.createdAt) })}
        </span>
      </th>
      <td>
        <span className={`delivery-state delivery-${d.state}`}>{stateWord(t, d.state)}</span>
      </td>
      <td>
        {d.attempts.length === 0 ? (
          t('webhooks.noAttempts')
        ) : (
          <ol className="delivery-attempts">
            {d.attempts.map((a, i) => (
              <li key={i} title={a.error ?? undefined}>
                {attemptText(t, a, at)}
              </li>
            ))}
          </ol>
        )}
      </td>
      <td>{d.nextAttemptAt ? at(d.nextAttemptAt) : t('webhooks.noNext')}</td>
      <td>
        <button type="button" onClick={onRedeliver} disabled={busy}>
          {t('webhooks.redeliver')}
        </button>
      </td>
    </tr>
  );
}

/** "20:00:05: HTTP 200 in 12 ms"; no answer (refused, timed out) said as such. */
function attemptText(
  t: ReturnType<typeof useT>,
  a: DeliveryAttempt,
  at: (iso: string) => string,
): string {
  const status =
    a.status === null ? t('webhooks.noAnswer') : t('webhooks.statusCode', { status: a.status });
  return t('webhooks.attempt', { at: at(a.at), status, ms: Math.round(a.durationMs) });
}
