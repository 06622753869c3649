import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { useT } from '../../../lib/i18n';
import { useDeleteWebhook } from '../api/delete-webhook';
import { useUpdateWebhook } from '../api/update-webhook';
import type { Webhook } from '../types';
import { eventWord } from './webhook-words';

interface Props {
  harnessId: string;
  webhook: Webhook;
  logShown: boolean;
  onToggleLog: () => void;
  /** Opens the edit form (URL, description, events) under the table. */
  onEdit: () => void;
}

/** One webhook as a row: where, why, which events in words, on or off, and what to do with it. */
export function WebhookRow({ harnessId, webhook: w, logShown, onToggleLog, onEdit }: Props) {
  const t = useT();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // Asked to confirm, the keyboard is on the question's answer.
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);
  const logId = `delivery-log-${w.id}`;
  return (
    <tr data-testid={`webhook-${w.id}`}>
      <th scope="row">
        <span className="webhook-url">{w.url}</span>
        {w.description && <p className="muted webhook-description">{w.description}</p>}
      </th>
      <td>
        <ul className="webhook-event-list">
          {w.events.map((e) => (
            <li key={e}>{eventWord(t, e)}</li>
          ))}
        </ul>
      </td>
      <td>
        <span className={w.enabled ? 'webhook-on' : 'webhook-off'}>
          {w.enabled ? t('webhooks.on') : t('webhooks.off')}
        </span>
      </td>
      <td className="webhook-actions">
        <button
          type="button"
          aria-expanded={logShown}
          aria-controls={logShown ? logId : undefined}
          onClick={onToggleLog}
        >
          {logShown ? t('webhooks.hideLog') : t('webhooks.showLog')}
        </button>{' '}
        <button type="button" onClick={onEdit} aria-label={t('webhooks.editTitle', { url: w.url })}>
          {t('webhooks.edit')}
        </button>{' '}
        <button
          type="button"
          disabled={update.isPending}
          onClick={() => update.mutate({ harnessId, wid: w.id, enabled: !w.enabled })}
        >
          {w.enabled ? t('webhooks.disable') : t('webhooks.enable')}
        </button>{' '}
        {confirming ? (
          <span role="group" aria-label={t('webhooks.delete')} className="webhook-confirm">
            <span>{t('webhooks.deleteConfirm', { url: w.url })}</span>{' '}
            <button
              ref={confirmButton}
              type="button"
              className="button-danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate({ harnessId, wid: w.id })}
            >
              {t('webhooks.deleteYes')}
            </button>{' '}
            <button type="button" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setConfirming(true)}>
            {t('webhooks.delete')}
          </button>
        )}
        {update.isError && <ErrorNotice title={t('webhooks.toggleFailed')} error={update.error} />}
        {remove.isError && <ErrorNotice title={t('webhooks.deleteFailed')} error={remove.error} />}
      </td>
    </tr>
  );
}
