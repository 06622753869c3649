import { useState, type ReactNode } from 'react';
import { ErrorNotice, Loading } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useWebhooks } from '../api/get-webhooks';
import { DeliveryLog } from './delivery-log';
import { WebhookEditForm } from './webhook-edit-form';
import { WebhookRow } from './webhook-row';

/** A harness's webhooks as a table, and under it the delivery log of the one opened. */
export function WebhookList({ harnessId }: { harnessId: string }) {
  const t = useT();
  const list = useWebhooks(harnessId);
  const [logOf, setLogOf] = useState<number | null>(null);
  const [editOf, setEditOf] = useState<number | null>(null);
  if (list.isPending) return <Loading label={t('webhooks.loading')} />;
  if (list.isError) return <ErrorNotice title={t('webhooks.loadFailed')} error={list.error} />;
  if (list.data.length === 0) return <p className="muted">{t('webhooks.none')}</p>;
  // A deleted webhook's log closes with it.
  const shown = list.data.find((w) => w.id === logOf);
  const editing = list.data.find((w) => w.id === editOf);
  let log: ReactNode = null;
  if (shown) {
    log = (
      <div id={`delivery-log-${shown.id}`}>
        <DeliveryLog key={shown.id} harnessId={harnessId} webhook={shown} />
      </div>
    );
  }
  return (
    <>
      <table className="data-table webhooks-table">
        <caption className="sr-only">{t('webhooks.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('webhooks.url')}</th>
            <th scope="col">{t('webhooks.events')}</th>
            <th scope="col">{t('webhooks.enabled')}</th>
            <th scope="col">{t('webhooks.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((w) => (
            <WebhookRow
              key={w.id}
              harnessId={harnessId}
              webhook={w}
              logShown={shown?.id === w.id}
              onToggleLog={() => setLogOf(shown?.id === w.id ? null : w.id)}
              onEdit={() => setEditOf(w.id)}
            />
          ))}
        </tbody>
      </table>
      {editing && (
        <WebhookEditForm
          key={editing.id}
          harnessId={harnessId}
          webhook={editing}
          onDone={() => setEditOf(null)}
        />
      )}
      {log}
    </>
  );
}
