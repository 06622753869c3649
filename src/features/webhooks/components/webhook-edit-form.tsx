import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { fieldId } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { serverProblems } from '../../../lib/server-problems';
import { useUpdateWebhook } from '../api/update-webhook';
import type { Webhook } from '../types';
import { WEBHOOK_FIELDS, WebhookFields, type WebhookDraft } from './webhook-fields';

interface Props {
  harnessId: string;
  webhook: Webhook;
  /** Saved or cancelled: the page closes the form. */
  onDone: () => void;
}

/**
 * Changes a webhook's URL, description and events (its secret and log stay); the server's
 * refusals are said at their field, where the keyboard goes.
 */
export function WebhookEditForm({ harnessId, webhook: w, onDone }: Props) {
  const t = useT();
  const base = `/webhook/${w.id}`;
  const [draft, setDraft] = useState<WebhookDraft>({
    url: w.url,
    description: w.description,
    events: [...w.events],
  });
  const update = useUpdateWebhook();
  const problems = serverProblems(update.error);
  // A refusal said at a field stands until that text changes: then it no longer applies.
  const change = (next: WebhookDraft) => {
    setDraft(next);
    if (update.isError) update.reset();
  };
  const title = useRef<HTMLHeadingElement>(null);
  // Opened from its row, the form is where the reader is taken.
  useEffect(() => title.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      {
        harnessId,
        wid: w.id,
        url: draft.url.trim(),
        description: draft.description.trim(),
        events: draft.events,
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const first = WEBHOOK_FIELDS.find((p) => serverProblems(error).at(p).length > 0);
          if (first) document.getElementById(fieldId(`${base}${first}`))?.focus();
        },
      },
    );
  };
  const titleId = `webhook-edit-title-${w.id}`;
  return (
    <form
      className="group webhook-form"
      aria-labelledby={titleId}
      onSubmit={submit}
      data-testid="webhook-edit"
    >
      <h2 id={titleId} className="section-title" tabIndex={-1} ref={title}>
        {t('webhooks.editTitle', { url: w.url })}
      </h2>
      <WebhookFields base={base} value={draft} onChange={change} problems={problems} />
      <button
        type="submit"
        className="button-primary"
        disabled={update.isPending || !draft.url.trim() || draft.events.length === 0}
      >
        {update.isPending ? t('webhooks.saving') : t('webhooks.save')}
      </button>{' '}
      <button type="button" onClick={onDone}>
        {t('common.cancel')}
      </button>
      {problems.elsewhere(WEBHOOK_FIELDS) && (
        <ErrorNotice title={t('webhooks.editFailed')} error={update.error} />
      )}
    </form>
  );
}
