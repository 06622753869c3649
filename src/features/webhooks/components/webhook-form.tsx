import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../../../components/ui/async-state';
import { fieldId } from '../../../lib/field-id';
import { useT } from '../../../lib/i18n';
import { useCreateWebhook } from '../api/create-webhook';
import { serverProblems } from '../../../lib/server-problems';
import { WEBHOOK_FIELDS, WebhookFields, type WebhookDraft } from './webhook-fields';

interface Props {
  harnessId: string;
  /** The signing secret of the webhook just added: the page shows it, once. */
  onCreated: (created: { url: string; secret: string }) => void;
}

const EMPTY: WebhookDraft = { url: '', description: '', events: [] };

/** Adds a webhook: where to send, what it is for, which events; refusals said at their field. */
export function WebhookForm({ harnessId, onCreated }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<WebhookDraft>(EMPTY);
  const create = useCreateWebhook();
  const problems = serverProblems(create.error);
  // A refusal said at a field stands until that text changes: then it no longer applies.
  const change = (next: WebhookDraft) => {
    setDraft(next);
    if (create.isError) create.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        harnessId,
        url: draft.url.trim(),
        description: draft.description.trim(),
        events: draft.events,
      },
      {
        onSuccess: ({ webhook, secret }) => {
          setDraft(EMPTY);
          onCreated({ url: webhook.url, secret });
        },
        // A refusal at a field takes the keyboard there, where it is said.
        onError: (error) => {
          const first = WEBHOOK_FIELDS.find((p) => serverProblems(error).at(p).length > 0);
          if (first) document.getElementById(fieldId(`/webhook${first}`))?.focus();
        },
      },
    );
  };
  return (
    <form className="group webhook-form" aria-labelledby="webhook-form-title" onSubmit={submit}>
      <h2 id="webhook-form-title" className="section-title">
        {t('webhooks.addTitle')}
      </h2>
      <WebhookFields base="/webhook" value={draft} onChange={change} problems={problems} />
      <button
        type="submit"
        className="button-primary"
        disabled={create.isPending || !draft.url.trim() || draft.events.length === 0}
      >
        {create.isPending ? t('webhooks.adding') : t('webhooks.add')}
      </button>
      {problems.elsewhere(WEBHOOK_FIELDS) && (
        <ErrorNotice title={t('webhooks.addFailed')} error={create.error} />
      )}
    </form>
  );
}
